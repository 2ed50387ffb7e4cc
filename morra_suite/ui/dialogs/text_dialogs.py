"""Dialogs that show a Markdown text: a game's rules (Help › Rules), the About text.

``show_rules`` and ``show_about`` open them for the window's host (``ui.window.host.Host``): the
action table and Help › Rules run them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QUrl
from PySide6.QtGui import QDesktopServices, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from morra_suite.ui.window.host import Host


def show_rules(host: Host, key: str, title: str) -> RulesDialog:
    """Help › Rules › a game: its rules text in a dialog (not blocking)."""
    dialog = RulesDialog(key, title, host.widget())
    host.open_dialog(dialog)
    return dialog


def show_about(host: Host) -> AboutDialog:
    """Help › About: the About text (``resources/about/<language>.md``) in a dialog."""
    dialog = AboutDialog(host.widget())
    host.open_dialog(dialog)
    return dialog


class TextDialog(QDialog):
    """A Markdown text in a browser: a game's rules, the About text."""

    def __init__(
        self, title: str, markdown: str | None, missing: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.resize(640, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Text"))
        self.browser.setOpenExternalLinks(True)
        if markdown is None:
            self.browser.setPlainText(missing)
        else:
            self.browser.setMarkdown(markdown)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.setAccessibleName(self.tr("Dialog buttons"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class RulesDialog(TextDialog):
    """A game's rules text (Markdown from ``resources/rules/<language>/<game>.md``).

    The text cites its rulings by number ("(ruling R18)"); each citation is a link to the
    ruling's own entry in the Rulings section, which a click scrolls to: a bare number was
    a reference nobody could follow."""

    def __init__(self, key: str, title: str, parent: QWidget | None = None) -> None:
        text = rules_text(key)
        super().__init__(
            self.tr("Rules: %1").replace("%1", title),
            link_rulings(text) if text is not None else None,
            self.tr("The rules text of %1 is not available.").replace("%1", title),
            parent,
        )
        self.browser.setOpenLinks(False)  # a ruling scrolls here; other links open outside
        self.browser.anchorClicked.connect(self._follow)

    def _follow(self, url: QUrl) -> None:
        if url.scheme() == RULING_SCHEME:
            self.show_ruling(url.path())
        else:
            QDesktopServices.openUrl(url)

    def show_ruling(self, code: str) -> bool:
        """Scrolls to ruling ``code``'s entry ("R18"); ``False`` if the text has none."""
        document = self.browser.document()
        block = document.begin()
        while block.isValid():
            if block.text().startswith(f"{code}."):
                cursor = QTextCursor(block)
                self.browser.setTextCursor(cursor)
                top = document.documentLayout().blockBoundingRect(block).top()
                self.browser.verticalScrollBar().setValue(int(top))
                return True
            block = block.next()
        return False


RULING_SCHEME = "ruling"
# a ruling cited in the text ("R18"), not its own entry ("**R18. Start shape.**")
_CITED = re.compile(r"(?<![\w*\[])(R\d{1,3})\b(?!\])")


def link_rulings(markdown: str) -> str:
    """``markdown`` with every cited ruling made a link to its entry (``ruling:R18``)."""
    entries = set(re.findall(r"\*\*(R\d{1,3})\.", markdown))

    def link(match: re.Match[str]) -> str:
        code = match.group(1)
        return f"[{code}]({RULING_SCHEME}:{code})" if code in entries else code

    return _CITED.sub(link, markdown)


class AboutDialog(TextDialog):
    """The About text (``resources/about/<language>.md``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        try:
            from morra_suite.ui.i18n import about_text

            text = about_text()
        except ImportError:
            text = None
        from PySide6.QtCore import QCoreApplication

        super().__init__(
            QCoreApplication.translate("MainWindow", "About Morra Suite"),
            text,
            QCoreApplication.translate(
                "MainWindow",
                "Morra Suite 0.1\n\nMorra (Piet Hein), the mill games and Myra, with exact rules "
                "and computer players.\n\nFree software under the GNU GPL, version 3 or later.",
            ),
            parent,
        )
        self.fit_text()

    def fit_text(self, width: int = 600) -> None:
        """As tall as its text at ``width`` (no scroll bar, no empty half), within the screen."""
        browser = self.browser
        document = browser.document()
        margins = 2 * (browser.frameWidth() + int(document.documentMargin())) + 8
        document.setTextWidth(width - margins)
        text_height = int(document.size().height()) + 2 * browser.frameWidth() + 4
        around = self.sizeHint().height() - browser.sizeHint().height()  # margins, buttons
        browser.setMinimumHeight(min(text_height, 560))
        height = around + text_height
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:
            height = min(height, screen.height() - 80)
        self.resize(width, height)


def rules_text(key: str, language: str | None = None) -> str | None:
    """The rules text in ``language`` (default: the app's), falling back to English."""
    try:
        from morra_suite.ui import i18n
    except ImportError:
        i18n = None  # type: ignore[assignment]
    if i18n is not None:
        return i18n.rules_text(key, language)
    from morra_suite.resources import resource_path

    language = language or QLocale.system().name().split("_")[0]
    for lang in dict.fromkeys((language, "en")):
        node = resource_path("rules", lang, f"{key}.md")
        try:
            if node.is_file():
                return node.read_text(encoding="utf-8")
        except OSError:
            continue
    return None
