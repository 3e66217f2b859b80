"""Practising the calls (issue #7), its Qt side: progress, the drill, the in-game questions.

``progress`` saves through ``coventry_desktop.storage`` (QtCore); ``quiz_widget``,
``drill``, ``chart``, ``progress_dialog``, ``in_game`` and ``in_game_box`` are Qt, imported
by the windows that open them. The pure quiz is ``games.coventry.practice``.
"""
