"""The Practice dialog: accuracy per calls language, by position and over recent sessions."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .....speech import Speaker
from ...calls import LANGUAGES
from .chart import AccuracyChart, percent
from .drill import LANGUAGE_NAMES, DrillDialog, arg
from .progress import Progress, ProgressStore


class PracticeDialog(QDialog):
    """Shows :class:`Progress` as a chart, one calls language at a time; starts a drill.

    Args:
        speaker: passed on to the drill.
        store: the progress file; ``None`` shows nothing saved.
        language: the calls language shown first.
    """

    def __init__(self, speaker: Speaker, store: ProgressStore | None, *,
                 language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._speaker = speaker
        self._store = store
        self._progress = Progress()
        self._language = QComboBox(self)
        for code in LANGUAGES:
            self._language.addItem(LANGUAGE_NAMES[code], code)
        self._language.setCurrentIndex(max(0, self._language.findData(language)))
        self._language.currentIndexChanged.connect(self._show)
        self._language_label = QLabel(self)
        top = QHBoxLayout()
        top.addWidget(self._language_label)
        top.addWidget(self._language)
        top.addStretch(1)

        self.chart = AccuracyChart(self)
        self._summary = QLabel(self)
        self._summary.setObjectName("summary")
        self._drill = QPushButton(self)
        self._drill.clicked.connect(self.open_drill)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self._drill, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self._summary)
        layout.addWidget(buttons)
        self.retranslate()
        self.resize(640, 400)
        self.reload()

    def retranslate(self) -> None:
        """Every visible text in the UI language."""
        self.setWindowTitle(self.tr("Practice progress"))
        self._language_label.setText(self.tr("Calls in:"))
        self._drill.setText(self.tr("Start a drill…"))
        self._show()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def language(self) -> str:
        """The calls language shown."""
        return str(self._language.currentData())

    def set_language(self, language: str) -> None:
        """Show another calls language."""
        self._language.setCurrentIndex(self._language.findData(language))

    def reload(self) -> None:
        """Read the progress file again (after a drill) and redraw."""
        self._progress = self._store.load() if self._store is not None else Progress()
        self._show()

    def summary_text(self) -> str:
        """The line under the chart, e.g. "All time: 78% right · answers: 120 · sessions: 9"."""
        history = self._progress.history(self.language)
        right = sum(r for _, r, _ in history)
        asked = sum(a for _, _, a in history)
        if not asked:
            return self.tr("No answers in this language yet: start a drill.")
        # Label and value, not "%n answers": no plural forms to agree in three languages.
        return arg(self.tr("All time: %1% right · answers: %2 · sessions: %3"),
                    percent(right, asked), asked, len(history))

    def _show(self) -> None:
        self.chart.set_data(self._progress.by_position(self.language),
                            self._progress.history(self.language))
        self._summary.setText(self.summary_text())

    def open_drill(self) -> None:
        """Run a drill in the shown language, then redraw with its answers."""
        drill = DrillDialog(self._speaker, self._store, language=self.language, parent=self)
        drill.exec()
        self.reload()
