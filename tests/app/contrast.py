"""WCAG 2.1 contrast, measured on what a window paints: the ground of a text is the
colour most of its box shows, its ink the colours its glyphs are drawn in (every colour
that covers a good share of the pixels standing out from the ground: antialiased edges
spread over many shades, each a few pixels, so they drop out). Nothing here names a
colour: what is measured is what the widgets, their palette and style sheet, the theme
and the scene drew.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QImage
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGraphicsItem,
    QHeaderView,
    QLabel,
    QMenuBar,
    QPushButton,
    QRadioButton,
    QStyle,
    QTabBar,
    QToolButton,
    QWidget,
)

AA, AA_LARGE = 4.5, 3.0
"""WCAG 2.1 AA (1.4.3): normal text 4.5:1; large text (18 pt, or 14 pt bold) 3:1."""


def luminance(rgb: int) -> float:
    """Relative luminance (WCAG 2.1) of a 0xRRGGBB colour, 0..1."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(a: int, b: int) -> float:
    """The contrast ratio of two colours, 1..21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def is_large(font: QFont) -> bool:
    """Large text in WCAG's sense: 24 px and more, or 18.66 px bold."""
    px = QFontInfo(font).pixelSize()
    return px >= 24 or (font.bold() and px >= 18.66)


@dataclass(frozen=True)
class Measured:
    """What one text's box showed: its worst ink against its ground."""

    what: str
    ratio: float
    ink: str
    ground: str
    needed: float

    def __str__(self) -> str:
        return f"{self.what}: {self.ink} on {self.ground} = {self.ratio:.2f} < {self.needed}"


def measure(image: QImage, rect: QRect, what: str, font: QFont) -> Measured | None:
    """The contrast of the text painted inside ``rect`` of ``image``; None where no text
    shows (an empty label, a box out of the image)."""
    rect = rect.intersected(image.rect())
    if rect.width() < 3 or rect.height() < 3:
        return None
    pixels: Counter[int] = Counter()
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            pixels[image.pixel(x, y) & 0xFFFFFF] += 1
    ground = pixels.most_common(1)[0][0]
    standing = {c: n for c, n in pixels.items() if ratio(c, ground) >= 1.3}
    total = sum(standing.values())
    if total < 8:
        return None
    # The ink is the colour farthest from the ground that the glyphs' pixels show more
    # than a few times: their antialiased edges lie between ink and ground.
    inks = [c for c, n in standing.items() if n >= 3]
    if not inks:
        return None
    ink = max(inks, key=lambda c: ratio(c, ground))
    return Measured(what, ratio(ink, ground), QColor(ink).name(), QColor(ground).name(),
                    AA_LARGE if is_large(font) else AA)


def _inner(rect: QRect, by: int) -> QRect:
    return rect.adjusted(by, by, -by, -by)


def text_boxes(window: QWidget) -> Iterator[tuple[str, QRect, QFont]]:
    """Every text shown in ``window`` now, as (what, its box in the window, its font):
    labels, buttons, check boxes, tabs, combo boxes, headers, list and grid cells, the
    menu bar, and on the table the plates' two lines, captions, badges and outlines."""
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window:
            continue
        at = widget.mapTo(window, QPoint(0, 0))
        name = f"{type(widget).__name__} {widget.objectName()}".strip()
        # What a scroll area or a tab leaves in view of it, not what lies under another.
        shown = widget.visibleRegion().boundingRect()
        yield from ((f"{name} {what!r}", rect.intersected(shown).translated(at), font)
                    for what, rect, font in _widget_boxes(widget))
    yield from _table_boxes(window)


def _widget_boxes(widget: QWidget) -> Iterator[tuple[str, QRect, QFont]]:
    font = widget.font()
    if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
        yield widget.text(), widget.contentsRect(), font
    elif isinstance(widget, QPushButton) and widget.text():
        yield widget.text(), _inner(widget.rect(), 5), font
    elif isinstance(widget, QCheckBox | QRadioButton) and widget.text():
        indicator = widget.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
        yield widget.text(), widget.rect().adjusted(indicator + 6, 1, -1, -1), font
    elif isinstance(widget, QToolButton) and widget.text() and (
            widget.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonIconOnly
            and widget.icon().isNull()):
        yield widget.text(), _inner(widget.rect(), 4), font
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            yield widget.tabText(i), _inner(widget.tabRect(i), 3), font
    elif isinstance(widget, QComboBox) and widget.currentText():
        yield widget.currentText(), widget.rect().adjusted(5, 4, -26, -4), font
    elif isinstance(widget, QHeaderView) and not widget.isHidden():
        model = widget.model()
        for i in range(widget.count()):
            if widget.isSectionHidden(i):
                continue
            start, size = widget.sectionViewportPosition(i), widget.sectionSize(i)
            rect = (QRect(start, 0, size, widget.height())
                    if widget.orientation() == Qt.Orientation.Horizontal
                    else QRect(0, start, widget.width(), size))
            text = str(model.headerData(i, widget.orientation())) if model else ""
            yield text, _inner(rect, 3).translated(widget.viewport().pos()), font
    elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
        yield from _cells(widget)
    elif isinstance(widget, QMenuBar):
        for action in widget.actions():
            if action.isVisible() and action.text():
                yield action.text(), _inner(widget.actionGeometry(action), 2), font


def _cells(view: QAbstractItemView) -> Iterator[tuple[str, QRect, QFont]]:
    model, port = view.model(), view.viewport()
    if model is None:
        return
    shown = port.rect()
    for row in range(model.rowCount(QModelIndex())):
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(
            QModelIndex())
        for column in range(columns):
            index = model.index(row, column)
            rect = view.visualRect(index).intersected(shown)
            if rect.height() <= 6 or not index.data():
                continue
            # Line by line: a cell may draw two lines in two colours (the calls panel).
            line = view.fontMetrics().height()
            for top in range(rect.top(), rect.bottom() - line // 2, line):
                band = QRect(rect.left(), top, rect.width(), line).intersected(rect)
                yield (str(index.data()), _inner(band, 2).translated(port.pos()),
                       view.font())


def _table_boxes(window: QWidget) -> Iterator[tuple[str, QRect, QFont]]:
    table = getattr(window, "table", None)
    if table is None or not table.isVisible():
        return
    at = table.viewport().mapTo(window, QPoint(0, 0))

    def box(item: QGraphicsItem, rect: QRectF) -> QRect:
        return table.mapFromScene(item.mapRectToScene(rect)).boundingRect().translated(at)

    for seat, plate in enumerate(table.plates()):
        size = plate.size()
        w, h = size.width(), size.height()
        name = QRectF(-w / 2 + 6, -h / 2 + 4, w * 0.6, h * 0.4)
        yield f"plate {seat} name {plate.name!r}", box(plate, name), plate.detail_font()
        yield (f"plate {seat} detail {plate.detail!r}", box(plate, plate.detail_rect()),
               plate.detail_font())
    for caption in table.captions():
        if caption.isVisible() and caption.text():
            yield (f"caption {caption.text()!r}", box(caption, caption.boundingRect()),
                   caption.font())
    for pile, badge in table.badges().items():
        rect = badge.boundingRect()
        yield f"badge {badge.text!r} of {pile}", box(badge, rect.adjusted(
            rect.height() * 0.3, 2, -rect.height() * 0.3, -2)), QFont()
    for outline in table.outlines().values():
        rect = outline.boundingRect()
        yield f"outline {outline.text!r}", box(outline, _inner(rect.toRect(), 8)), QFont()
