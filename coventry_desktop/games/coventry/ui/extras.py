"""Earl of Coventry's additions to the generic game window (``CoventryPresenter.install``).

- The calls panel is the first tab of the side panel ("Calls", selected at start): each
  card's call as it falls (1/4 … 4/4), the deal's calls, the calls' language and style,
  which the presenter follows (the centre's title, the log, the spoken call).
- In-game practice: with "Ask me for my calls" on, a person's card asks for its call in
  the tab before the call is shown, said or written anywhere (seed 000 §04: the card is
  played all the same); in pass-and-play only while that person is at the screen.
- Game → Practise the Calls… (also under Help, where learners look) and Practice
  Progress….

The calls' language and style are remembered in a settings object (``calls_language``,
``calls_style``: ``storage.Settings`` has them) when the window has one as ``settings``
(a watch window has its table's), or once one is handed over (``use_settings``).
Practice progress is kept in ``practice.json`` beside the window's autosave; a window that
keeps no files keeps none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QScrollArea

from ....engine import Card
from ....i18n import CALL_LANGUAGES
from ....speech import SilentSpeaker, Speaker
from ....storage.problems import Problem
from ....widgets.first_paint import after_first_paint
from ....widgets.texts import as_typed
from ..calls import STYLES
from .words import ui_call_language

if TYPE_CHECKING:
    from ....widgets.table_host import TableHost
    from .calls_panel import RhymePanel
    from .calls_source import CallsSource
    from .practice.drill import DrillDialog
    from .practice.in_game import GamePractice
    from .practice.progress import ProgressStore
    from .practice.progress_dialog import PracticeDialog

CALLS_TAB = 0
"""The calls panel's place among the side panel's tabs."""


class CallsSettings(Protocol):
    """The remembered calls (``storage.settings.Settings`` has them)."""

    calls_language: str
    calls_style: str


class CallsPresenter(Protocol):
    """What the extras set on ``CoventryPresenter``."""

    call_language: str
    call_style: str
    held: Callable[[int, Card, int], bool]


class CoventryExtras(QObject):
    """The Calls tab, in-game practice and the practice dialogs of one Coventry window.

    Args:
        host: what the window lends its extras (``widgets.table_host.TableHost``: the
            table flow, the side panel's tabs, the menus, speaker, settings, files' folder).
        presenter: its ``CoventryPresenter``.

    Attributes:
        tab: the side panel's first tab (it scrolls), made with the window; the calls
            panel in it (``panel``, with ``source`` and ``practice``) after the first paint.
        drill_action, progress_action: the menu entries.
    """

    def __init__(self, host: TableHost, presenter: CallsPresenter) -> None:
        super().__init__(host.parent)
        self.host, self.presenter = host, presenter
        self.session = host.flow.session
        self.settings: CallsSettings | None = None
        self._picked = False
        """A person chose the calls in this window (a window without settings too)."""
        self.speaker: Speaker = host.speaker or SilentSpeaker("", self)
        # It scrolls rather than stretch the window: on a 600-pixel screen a question,
        # the choices and the boxes under them are taller than the side panel.
        self.tab = QScrollArea()
        self.tab.setWidgetResizable(True)
        self.tab.setFrameShape(QFrame.Shape.NoFrame)
        self.tab.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        tabs = host.tabs
        tabs.insertTab(CALLS_TAB, self.tab, "")
        tabs.setCurrentIndex(CALLS_TAB)
        self._seen: set[Card] = set()
        self._parts: tuple[CallsSource, GamePractice, RhymePanel] | None = None
        self._build_menus()
        host.parent.installEventFilter(self)
        self.retranslate()
        if host.settings is not None:
            self.use_settings(host.settings)
        # The panel and its practice are built once the table has been painted (about
        # 30 ms of imports and widgets that the player's first sight of the cards need
        # not wait for, #25), or at their first use before that.
        after_first_paint(tabs, self._built)

    @property
    def source(self) -> CallsSource:
        """The game as the calls see it."""
        return self._built()[0]

    @property
    def practice(self) -> GamePractice:
        """The in-game practice (its ``store`` is where answers are saved)."""
        return self._built()[1]

    @property
    def panel(self) -> RhymePanel:
        """The calls panel, in ``tab``."""
        return self._built()[2]

    def _built(self) -> tuple[CallsSource, GamePractice, RhymePanel]:
        """The calls' source, practice and panel, made at the first call: they then hear
        the game from the deal in play (a resumed deal's calls so far included)."""
        if self._parts is not None:
            return self._parts
        from .calls_panel import RhymePanel
        from .calls_source import CallsSource
        from .practice.in_game import GamePractice

        host, presenter = self.host, self.presenter
        source = CallsSource(host.flow, self)
        practice = GamePractice(source, self.speaker, _store_of(host), parent=self)
        # The window says each call (GameSpeech, through presenter.spoken): not the panel.
        panel = RhymePanel(source, speaker=self.speaker, practice=practice, speaks=False,
                           tab=True)
        self._parts = source, practice, panel
        panel.speak_button.setVisible(host.speaker is not None)
        self.tab.setWidget(panel)
        source.dealStarted.connect(self._deal_started)
        source.cardPlayed.connect(self._card_played)
        self.session.rewound.connect(self._rewound)
        presenter.held = self._held
        panel.callsChanged.connect(self._calls_changed)
        panel.show_calls(presenter.call_language, presenter.call_style)
        panel.language.activated.connect(self._calls_chosen)
        panel.style_box.activated.connect(self._calls_chosen)
        assert panel.practice_switch is not None  # a tab with practice has it
        panel.practice_switch.toggled.connect(self._practice_switched)
        assert panel.practice_box is not None
        panel.practice_box.revealed.connect(self._redraw_soon)
        source.catch_up()  # the deal already dealt, if any
        return self._parts

    # -- the calls ------------------------------------------------------------------------
    def use_settings(self, settings: CallsSettings) -> None:
        """Show the remembered calls (else the interface language's) and remember every
        later choice a person makes in the panel."""
        self.settings = settings
        language = settings.calls_language or self.presenter.call_language
        if self._parts is not None:
            self._parts[2].show_calls(language, settings.calls_style)
        else:  # the table's calls now; the panel, once made, shows the same
            self.presenter.call_language, self.presenter.call_style = _known_calls(
                language, settings.calls_style)

    @Slot(str, str)
    def _calls_changed(self, language: str, style: str) -> None:
        self.presenter.call_language, self.presenter.call_style = language, style
        if self.session.state is not None:
            self.host.redraw()  # the centre's title in the new language

    @Slot()
    def _calls_chosen(self) -> None:
        # Only a person's choice is remembered, not the calls a game shows at its start.
        self._picked = True
        if self.settings is not None:
            self.settings.calls_language = self.panel.model.language
            self.settings.calls_style = self.panel.model.style

    # -- practice -------------------------------------------------------------------------
    def set_practice(self, on: bool) -> None:
        """Ask the person for their calls, or stop asking (the panel's switch)."""
        assert self.panel.practice_switch is not None
        self.panel.practice_switch.setChecked(on)

    @Slot(bool)
    def _practice_switched(self, on: bool) -> None:
        self.source.practice = on  # kept for the next series too
        self.practice.set_active(None)

    def _held(self, seat: int, card: Card, position: int) -> bool:
        """Whether practice holds the call of ``card`` back (the presenter's ``held``)."""
        if card not in self._seen:
            # Falling now: the window's log and speech hear it before the panel asks.
            return self.practice.asks_for(seat)
        return self.practice.waiting() == (seat, card, position)

    @Slot()
    def _deal_started(self) -> None:
        self._seen = {card for _seat, card, _position in self.source.played()}

    @Slot(int, object, int)
    def _card_played(self, _seat: int, card: Card, _position: int) -> None:
        self._seen.add(card)

    @Slot()
    def _rewound(self) -> None:
        # Undo, or a resumed record: a question whose card went back to a hand goes too.
        self._deal_started()
        waiting = self.practice.waiting()
        if waiting is not None and waiting[1] not in self._seen:
            self.practice.withdraw()

    @Slot()
    def _redraw_soon(self) -> None:
        # A call may be shown now. Not at once: a question is also withdrawn while the
        # window redraws (the curtain going up).
        QTimer.singleShot(0, self, self._redraw)

    def _redraw(self) -> None:
        if self.session.state is not None:
            self.host.redraw()

    # -- menus ----------------------------------------------------------------------------
    def _build_menus(self) -> None:
        host = self.host
        self.drill_action = QAction(host.parent)
        self.drill_action.triggered.connect(self.open_drill)
        self.progress_action = QAction(host.parent)
        self.progress_action.triggered.connect(self.open_progress)
        for action in (self.drill_action, self.progress_action):
            host.game_menu.insertAction(host.close_action, action)
        host.game_menu.insertSeparator(host.close_action)
        host.help_menu.addAction(self.drill_action)  # also under Game: learners look here

    def open_drill(self) -> DrillDialog:
        """Game → Practise the Calls…: ten prompts in the panel's calls language."""
        from .practice.drill import DrillDialog  # on first use: the window appears sooner

        dialog = DrillDialog(self.speaker, self.practice.store,
                             language=self.presenter.call_language,
                             style=self.presenter.call_style, parent=self.host.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_progress(self) -> PracticeDialog:
        """Game → Practice Progress…: accuracy per position and over recent sessions."""
        from .practice.progress_dialog import PracticeDialog  # on first use

        dialog = PracticeDialog(self.speaker, self.practice.store,
                                language=self.presenter.call_language, parent=self.host.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def retranslate(self) -> None:
        """The tab's title and the menu entries in the interface language (the texts and
        contexts of the old shell's, so their translations serve)."""
        translate = QCoreApplication.translate
        tabs = self.host.tabs
        title = translate("RhymePanel", "Calls")
        tabs.setTabText(tabs.indexOf(self.tab), title)
        tabs.setTabToolTip(tabs.indexOf(self.tab), title)
        self.drill_action.setText(translate("MainWindow", "Practise the &Calls…"))
        self.progress_action.setText(translate("MainWindow", "Practice Pro&gress…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host.parent and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if not self._calls_picked():
                # Until a person picks the calls' language, it follows the window's.
                self.panel.show_calls(ui_call_language(), self.presenter.call_style)
        return False

    def _calls_picked(self) -> bool:
        """Whether a person chose the calls' language (remembered in the settings)."""
        return self._picked or (self.settings is not None
                                and bool(self.settings.calls_language))


def _known_calls(language: str, style: str) -> tuple[str, str]:
    """The calls ``language`` and ``style`` as the panel's boxes show them: an unknown one
    (an old or hand-edited settings file) as the boxes' first."""
    languages = [code for code, _name in CALL_LANGUAGES]
    return (language if language in languages else languages[0],
            style if style in STYLES else STYLES[0])


def _store_of(host: TableHost) -> ProgressStore | None:
    """``practice.json`` in the folder of the window's autosave, or None when the window
    keeps no files; a damaged file is set aside and the player told."""
    if host.folder is None:
        return None
    from .practice.progress import FILE_NAME, ProgressStore

    store = ProgressStore(host.folder / FILE_NAME)
    window = host.parent

    def damaged(problem: Problem) -> None:
        translate = QCoreApplication.translate  # Persistence's sentences, as before
        from PySide6.QtWidgets import QMessageBox  # on first use (#25)

        QMessageBox.warning(window, translate("Persistence", "Practice"), as_typed(" ".join((
            translate("Persistence", "The practice progress could not be read."),
            problem.message(), translate("Persistence", "It starts again from zero.")))))

    store.on_damage = damaged
    return store
