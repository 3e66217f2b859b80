"""The rhyme-caller panel: the call for each card as it falls, 1/4 … 4/4, and the deal's calls.

Calls never gate a move (seed 000 §04, EC-12): the panel only listens to the game, a
``CallsSource``. Its language is its own (Russian,
French or English), independent of the UI language. Each call is spoken aloud when speech
is on (the toggle here and in the View menu); in practice mode a person's card asks for its
call first (issue #7, ``practice.in_game``). On the generic game window it is a tab of the
side panel (``tab``), and the window says the calls (``speaks=False``).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QSize,
    Qt,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QProgressBar,
    QSizePolicy,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....engine import Card
from ....i18n import CALL_LANGUAGES as CALL_LANGUAGES
from ....speech import SilentSpeaker, Speaker
from ....widgets.texts import as_typed, elided, plain_label
from ....widgets.wrapping_check import WrappingCheckBox
from .call_delegate import CallDelegate
from .calls_model import CallsModel, CardRole, PositionRole, SeatRole
from .calls_source import CallsSource
from .practice.in_game import GamePractice
from .practice.in_game_box import PracticeBox

NAME_WIDTH = 150
"""Pixels a seat name may take on the panel: a long one must not widen it (QA F17)."""


PANEL_WIDTH = 300
"""The panel's width in pixels where the window has room (230 to 340 where it has not)."""


class RhymePanel(QFrame):
    """Shows each call as its card falls; the language and style of the calls are chosen here.

    Signals:
        called(text): a call was just said (the table shows it for a moment).
        callsChanged(language, style): the calls' language or style was chosen (by a
            person or by the game).

    Args:
        game: the game as the calls see it (a ``CallsSource``).
        speaker: says each call (default: silent); the speech toggle switches it.
        practice: practice mode; when given, its questions appear in ``practice_box``.
        speaks: say each call here (False where the window says them itself).
        tab: a tab of a game window's side panel: no frame or title of its own (the tab
            has it), no width of its own, and a switch for practice (``practice_switch``).
    """

    called = Signal(str)
    callsChanged = Signal(str, str)

    def __init__(self, game: CallsSource, parent: QWidget | None = None, *,
                 speaker: Speaker | None = None, practice: GamePractice | None = None,
                 speaks: bool = True, tab: bool = False) -> None:
        super().__init__(parent)
        self._source = game
        self._speaks, self._tab = speaks, tab
        self._follows = False
        self.speaker = speaker or (practice.speaker if practice else SilentSpeaker("", self))
        self.speak_button = QToolButton()
        self.speak_button.setCheckable(True)
        self.speak_button.setAutoRaise(True)
        self.speak_button.setChecked(self.speaker.is_enabled())
        self.speak_button.toggled.connect(self.speaker.set_enabled)
        self.speaker.enabledChanged.connect(self._speech_toggled)
        # The engine loads after speech is switched on: its note ("no speech engine on
        # this system") must show when it is known, not at the next deal (QA F28).
        self.speaker.notesChanged.connect(lambda: self._speech_toggled(self.speaker.is_enabled()))
        self._voice_note = QLabel()
        self._voice_note.setObjectName("voiceNote")
        self._voice_note.setWordWrap(True)
        self.practice_box = (PracticeBox(practice, compact=tab) if practice is not None
                             else None)
        self.model = CallsModel(self._source, self)
        self.setObjectName("RhymePanel")
        self.setFrameShape(QFrame.Shape.NoFrame if tab else QFrame.Shape.StyledPanel)
        if not tab:  # a tab takes the side panel's width
            self.setMinimumWidth(230)
            self.setMaximumWidth(340)
        self._title = QLabel()
        self._title.setObjectName("panelTitle")
        self._call = plain_label(QLabel())
        self._call.setObjectName("currentCall")
        self._call.setWordWrap(True)
        self._call.setMinimumHeight(64)
        self._call.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._who = plain_label(QLabel())
        self._progress = QProgressBar()
        self._progress.setRange(0, 4)
        self._progress.setTextVisible(True)
        self._progress.setFormat("%v/4")
        self._history_title = QLabel()
        self.history = QListView()
        self.history.setModel(self.model)
        self.history.setItemDelegate(CallDelegate(self._source, self.history))
        self.history.setWordWrap(True)
        self.history.setUniformItemSizes(False)
        self.history.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        # The list follows its newest call, unless the reader scrolled back up: its rows
        # are laid out after they are added (and only once the tab is shown), so the
        # bottom is known when the scroll range grows, not when ``add`` returns.
        bar = self.history.verticalScrollBar()
        self._following = True
        bar.valueChanged.connect(lambda value: setattr(self, "_following",
                                                       value == bar.maximum()))
        bar.rangeChanged.connect(self._follow)
        self.language = QComboBox()
        for code, name in CALL_LANGUAGES:
            self.language.addItem(name, code)
        self.style_box = QComboBox()
        self.style_box.addItem("", "rhymes")
        self.style_box.addItem("", "snip-snap")
        for box in (self.language, self.style_box):
            # As narrow as the panel of an 800×560 window needs, the choice shortened
            # with "…" there (the list that opens shows it whole), never the panel cut.
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(1)
        self._language_label, self._style_label = QLabel(), QLabel()
        self._language_label.setBuddy(self.language)
        self._style_label.setBuddy(self.style_box)

        choices = QHBoxLayout()
        choices.addWidget(self._language_label)
        choices.addWidget(self.language, 1)
        styles = QHBoxLayout()
        styles.addWidget(self._style_label)
        styles.addWidget(self.style_box, 1)
        title_row = QHBoxLayout()
        title_row.addWidget(self._title, 1)
        if tab:  # the tab names the panel: the call takes the title's place
            title_row.addWidget(self._call, 1)
        title_row.addWidget(self.speak_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addLayout(title_row)
        if not tab:
            layout.addWidget(self._call)
        layout.addWidget(self._voice_note)
        layout.addWidget(self._who)
        layout.addWidget(self._progress)
        if self.practice_box is not None:
            layout.addWidget(self.practice_box)
            self.practice_box.revealed.connect(self._reveal)
        layout.addSpacing(6)
        layout.addWidget(self._history_title)
        layout.addWidget(self.history, 1)
        # Takes the list's room while a practice question hides it, so the panel's
        # rows keep their places instead of spreading out.
        self._gap = QWidget()
        self._gap.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._gap.hide()
        layout.addWidget(self._gap, 1)
        layout.addLayout(choices)
        layout.addLayout(styles)
        self.practice_switch: QCheckBox | None = None
        """Practice on or off (``tab`` with ``practice``; the old shell's New Game has it)."""
        if tab:
            self._title.hide()  # the tab says "Calls"
            self._history_title.hide()  # and the list's heading would repeat the log's tab
            layout.setContentsMargins(3, 6, 3, 6)  # a narrow panel keeps its width for texts
            # The old shell's style sheet makes the call large; a font, not a style sheet,
            # here, so the window's high-contrast colours still apply.
            font = self._call.font()
            font.setItalic(True)
            font.setPointSizeF(font.pointSizeF() * 1.25)
            self._call.setFont(font)
            self._call.setMinimumHeight(2 * QFontMetrics(font).lineSpacing())  # two lines
            # The list takes the room left, at least three calls' worth, and never asks
            # for more: the tab scrolls only when a question needs the height.
            self.history.setSizePolicy(QSizePolicy.Policy.Expanding,
                                       QSizePolicy.Policy.Ignored)
            self.history.setMinimumHeight(3 * 2 * QFontMetrics(self.font()).lineSpacing())
            if practice is not None:
                # Its words wrap: one line wanted more than the tab has once a settled
                # deal puts the tabs down the side (WrappingCheckBox).
                self.practice_switch = WrappingCheckBox()
                self.practice_switch.setChecked(practice.is_active())
                layout.addWidget(self.practice_switch)

        self.language.currentIndexChanged.connect(self._choice_changed)
        self.style_box.currentIndexChanged.connect(self._choice_changed)
        self._source.dealStarted.connect(self._clear)
        self._source.cardPlayed.connect(self._card_played)
        self._pending: list[tuple[int, Card, int]] = []
        self._header: tuple[Card, int] | None = None
        """The card and its place in the quartet (1..4) whose call the header shows."""
        self._header_asks = False
        """The header asks for the person's call ("Your call?") instead."""
        self._asked: tuple[Card, int] | None = None
        """The card and place of the person's question, whose call its answer reveals."""
        self.retranslate()
        self._clear()
        self._speech_toggled(self.speaker.is_enabled())

    def sizeHint(self) -> QSize:  # Qt override
        # One width whatever the texts, questions and notes inside: a panel that followed
        # them pushed the table about at every card (QA F26).
        if self._tab:
            return super().sizeHint()  # the side panel decides
        return QSize(round(PANEL_WIDTH * self._text_scale()), super().sizeHint().height())

    def _text_scale(self) -> float:
        # Texts drawn larger on a very large window (view_options) widen the panel too.
        base = QFontInfo(QApplication.font()).pixelSize()
        return max(1.0, self.fontInfo().pixelSize() / base) if base > 0 else 1.0

    def _follow(self, _low: int, high: int) -> None:
        if self._following:
            self.history.verticalScrollBar().setValue(high)

    def follows_newest(self) -> bool:
        """Whether the list will keep its newest call in view (the reader has not
        scrolled back up)."""
        return self._following

    def current_call(self) -> str:
        """The call shown in large type."""
        return self._call.text()

    def voice_note(self) -> str:
        """The note under the call ("No French voice on this system."), "" when hidden."""
        return self._voice_note.text() if not self._voice_note.isHidden() else ""

    def progress(self) -> int:
        """How many cards of the quartet have been called, 0..4."""
        return self._progress.value()

    def show_calls(self, language: str, style: str) -> None:
        """Choose the calls' ``language`` and ``style`` (as the game, not a person, does)."""
        self.language.setCurrentIndex(max(self.language.findData(language), 0))
        self.style_box.setCurrentIndex(max(self.style_box.findData(style), 0))
        shown = (self.language.currentData(), self.style_box.currentData())
        if (self.model.language, self.model.style) != shown:
            self._choice_changed()  # the boxes showed these already: no change signal

    def _choice_changed(self) -> None:
        self.model.set_language(self.language.currentData(), self.style_box.currentData())
        self._say_header()  # the call shown is said again in the new language or style
        self._speech_toggled(self.speaker.is_enabled())
        self.callsChanged.emit(self.model.language, self.model.style)

    def _show_history(self, shown: bool) -> None:
        self.history.setVisible(shown)
        self._history_title.setVisible(shown and not self._tab)
        self._gap.setVisible(not shown)

    def _speech_toggled(self, on: bool) -> None:
        self.speak_button.setChecked(on)
        # "no French voice on this system": the calls are still shown, play goes on.
        note = self.speaker.note(self.model.language) if on else ""
        # The icon says whether anything is heard: switched on with no engine or no
        # voice for the language, it stays muted (#12).
        sounding = on and not note
        icon = (QStyle.StandardPixmap.SP_MediaVolume if sounding
                else QStyle.StandardPixmap.SP_MediaVolumeMuted)
        self.speak_button.setIcon(self.style().standardIcon(icon))
        self.speak_button.setProperty("sounding", sounding)
        self._voice_note.setText(note)
        self._voice_note.setVisible(bool(note))

    def _clear(self, *_args: object) -> None:
        self._pending = []  # a new deal: the old deal's cards are not called any more
        self._following = True
        self._show_history(True)  # a new deal's list is empty: nothing to give away
        self._set_header(None)
        self._who.setText("")
        # A resumed deal starts part-way: the quartet in play may already have cards.
        self._progress.setValue(self._source.quartet_size())
        rows = self.model.rowCount()
        if rows:
            # Resumed: the header shows the last call, the list ends on it (#12 item 14).
            last = self.model.index(rows - 1)
            self._show_who(last.data(SeatRole), last.data(CardRole))
            self._set_header((last.data(CardRole), last.data(PositionRole)))
            self._following = True  # once the rows are laid out, the list ends on it
            self.history.scrollToBottom()

    def follow(self, landed: SignalInstance) -> None:
        """Call each card only when ``landed`` fires (the table's ``cardsLanded``), so the
        panel never names a card the table has not shown yet (QA F4)."""
        self._follows = True
        self.model.live = False  # the list too: header, list and bubble agree (#12 item 14)
        landed.connect(self.catch_up)

    def catch_up(self) -> None:
        """Call every card played since the last call, in order."""
        pending, self._pending = self._pending, []
        for seat, card, position in pending:
            self._call_card(seat, card, position)

    def _card_played(self, seat: int, card: Card, position: int) -> None:
        self._pending.append((seat, card, position))
        if not self._follows:
            self.catch_up()

    def _show_who(self, seat: int, card: Card) -> None:
        # "Name: card", not "Name plays card": a seat may be called "You".
        name = self._source.names[seat]
        short = elided(name, self._who.font(), NAME_WIDTH)
        self._who.setText(self.tr("%1: %2", "seat name: card played")
                          .replace("%1", short).replace("%2", str(card)))
        self._who.setToolTip("" if short == name else as_typed(name))  # whole where cut with "…"

    def _call_card(self, seat: int, card: Card, position: int) -> None:
        if not self.model.live:
            self.model.add(seat, card, position)
        self._show_who(seat, card)
        self._progress.setValue(position)
        language, style = self.model.language, self.model.style
        if self.practice_box is not None and self.practice_box.practice.ask(
                seat, card, position, language=language, style=style):
            # Practice: the card is played; its call waits for the person's answer,
            # and the deal's list (which would give it away) steps aside meanwhile.
            self._asked = (card, position)
            self._set_header(None, asks=True)
            self._show_history(False)
            return
        text = self.model.text(card.rank, position)
        if self._speaks:
            self.speaker.say(text, language)
        self._show_call((card, position), text)

    def _set_header(self, called: tuple[Card, int] | None, *, asks: bool = False) -> None:
        """The header shows the call of ``called`` (a card and its place, 1..4), "Your
        call?" with ``asks``, else nothing."""
        self._header, self._header_asks = called, asks
        self._say_header()

    def _say_header(self) -> None:
        """The header's text in the interface and calls languages of now: a switch of
        either says it again at once, not at the next card's call."""
        if self._header_asks:
            text = self.tr("Your call?")
        elif self._header is not None:
            card, position = self._header
            text = self.model.text(card.rank, position)
        else:
            text = ""
        self._call.setText(text)

    def _show_call(self, called: tuple[Card, int], text: str) -> None:
        self._set_header(called)
        # While a person's question waits, the deal's list (which holds its answer)
        # stays aside even as the bots' calls come (QA F26).
        self._show_history(not self._asking())  # the list follows by itself (_follow)
        self.called.emit(text)

    def _asking(self) -> bool:
        return self.practice_box is not None and self.practice_box.practice.pending() is not None

    def _reveal(self, text: str) -> None:
        # The person answered (or missed) their card's question. If no card fell since,
        # its call takes the big line; else that line keeps the latest card's call, which
        # the line under it names, and the quiz's feedback shows this one (QA F26).
        if self._header_asks and self._asked is not None:
            self._show_call(self._asked, text)
        else:
            self._show_history(True)

    def retranslate(self) -> None:
        """Set every text in the UI language (the calls keep their own language)."""
        self._say_header()  # "Your call?"
        self._title.setText(self.tr("Calls"))
        self._history_title.setText(self.tr("This deal"))
        self.history.setAccessibleName(self._history_title.text())
        self._language_label.setText(self.tr("&Language:"))
        self._style_label.setText(self.tr("&Style:"))
        self.style_box.setItemText(0, self.tr("Rhymes"))
        self.style_box.setItemText(1, self.tr("Snip, Snap, Snorem"))
        self._progress.setToolTip(self.tr("Cards of the quartet called so far"))
        self._progress.setAccessibleName(self._progress.toolTip())  # no visible label
        self.speak_button.setToolTip(self.tr("Speak the calls aloud"))
        self.speak_button.setAccessibleName(self.speak_button.toolTip())  # an icon only
        if self.practice_switch is not None:
            self.practice_switch.setText(self.tr("Ask &me for my calls"))
            self.practice_switch.setToolTip(
                self.tr("Each card you play asks for its call before the call is shown"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange and not self._tab:
            self.setMaximumWidth(round(340 * self._text_scale()))
            self.updateGeometry()
        super().changeEvent(event)
