"""What the user sets rather than plays: rules settings per game, view options, the language.

Rules settings are stored per game (``RulesStore``) and apply from the next new game; view options
(coordinates, legal targets) and the language live in ``QSettings`` too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtWidgets import QApplication

from morra_suite.ui import kits as kit_registry

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from morra_suite.core.game import Game
    from morra_suite.ui.window.host import PreferencesHost


class Preferences(QObject):
    """The window's settings: read at start, changed from menus and the Settings dialog."""

    def __init__(self, host: PreferencesHost) -> None:
        super().__init__(host.widget())
        self.host = host
        settings = QSettings()
        self.show_coordinates = str(settings.value("view/coordinates", "true")).lower() == "true"
        self.show_targets = str(settings.value("view/targets", "true")).lower() == "true"

    # ------------------------------------------------------------------ view options
    def set_show_coordinates(self, show: bool) -> None:
        self.show_coordinates = show
        QSettings().setValue("view/coordinates", show)
        if self.host.view is not None:
            self.host.view.set_show_coordinates(show)

    def set_show_targets(self, show: bool) -> None:
        self.show_targets = show
        QSettings().setValue("view/targets", show)
        if self.host.view is not None:
            self.host.view.set_show_targets(show)

    def show_option(self, game_key: str, option: Any, value: Any) -> None:
        """Shows a display option (a board look) on the open board of game ``game_key`` while
        Settings › Appearance is open; nothing when another game (or none) is shown."""
        playing, view = self.host.kit, self.host.view
        shown = playing is not None and playing.key == game_key
        if option.apply is not None and view is not None and shown:
            option.apply(view, value)

    # ------------------------------------------------------------------ screen readers
    def announcements(self) -> bool:
        """Whether events are announced to a screen reader (``ui.announcer``)."""
        from morra_suite.ui.announcer import announcements_on

        return announcements_on()

    def set_announcements(self, on: bool) -> None:
        from morra_suite.ui.announcer import set_announcements_on

        set_announcements_on(on)

    def clock_turns(self) -> bool:
        """Whether a player's time on the game clock is said as each of their turns begins."""
        from morra_suite.ui.announcer import speak_turns

        return speak_turns()

    def set_clock_turns(self, on: bool) -> None:
        from morra_suite.ui.announcer import set_speak_turns

        set_speak_turns(on)

    def full_announcements(self) -> bool:
        """Full announcements (a move with what comes next) or short (the move alone)."""
        from morra_suite.ui import announcer

        return announcer.full_announcements()

    def set_full_announcements(self, full: bool) -> None:
        from morra_suite.ui import announcer

        announcer.set_full_announcements(full)

    # ------------------------------------------------------------------ rules settings
    def rules_to_start(self, game: Game, variant: str | None, rules: Any) -> tuple[str, Any]:
        """(variant, rules) a new game starts with: ``rules`` when given, else those last set in
        Settings (those of ``variant`` when another variant is asked for)."""
        if rules is None:
            stored_variant, stored_rules = self.stored_rules(game)
            variant = variant or stored_variant
            rules = stored_rules if variant == stored_variant else game.rules_for(variant)
        return variant or game.default_variant(), rules

    def stored_rules(self, game: Game) -> tuple[str, Any]:
        """The rules last set in Settings; broken stored values give a message and the defaults."""
        from PySide6.QtWidgets import QMessageBox

        # not at start-up: it loads core.files
        from morra_suite.ui.commands.rules_store import RulesStore

        try:
            return RulesStore().load(game)
        except ValueError as exc:
            RulesStore().reset(game)
            title = kit_registry.get_kit(game.key).title
            self.host.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Settings reset"),
                self.tr(
                    "The saved rules settings of %1 could not be used (%2); "
                    "the standard rules apply."
                )
                .replace("%1", title)
                .replace("%2", str(exc)),
            )
            variant = game.default_variant()
            return variant, game.rules_for(variant)

    def open_appearance(self) -> Any:
        """View › Appearance…: Settings on its Appearance page (theme, language, board looks),
        for the game shown."""
        kit = self.host.kit
        dialog = self.open_settings(kit.key if kit is not None else "mill")
        if dialog is not None:
            dialog.show_page("appearance")
        return dialog

    def open_settings(
        self, key: str, after: Any = None, chosen: tuple[str, Any] | None = None
    ) -> Any:
        """The rules Settings of game ``key``; OK stores them (and the language). ``chosen``
        is (variant, rules) picked in New Game: the dialog edits those, and says so."""
        from PySide6.QtWidgets import QMessageBox

        from morra_suite.ui.chooser.card_pictures import short_error
        from morra_suite.ui.commands.rules_store import RulesStore
        from morra_suite.ui.dialogs.settings_dialog import SettingsDialog

        try:
            kit = kit_registry.get_kit(key)
            variant, rules = self.stored_rules(kit.game)
            session = self.host.existing_session()
            if after is None and session is not None and session.has_game and session.key == key:
                variant, rules = session.variant, session.rules  # the rules being played
        except Exception as exc:
            self.host.show_message(QMessageBox.Icon.Warning, self.tr("Settings"), short_error(exc))
            return None
        origin = ""
        if chosen is not None:
            variant, rules = chosen
            origin = self.tr(
                "These are the rules of %1, chosen in New Game: what you change here is kept "
                "for the next games of %1 as custom rules."
            ).replace("%1", kit.variant_label(variant))
        dialog = SettingsDialog(
            kit, variant, rules, self.host.widget(), self.show_option, origin=origin
        )

        def accepted() -> None:
            try:
                before: tuple[str, Any] | None = RulesStore().load(kit.game)
            except ValueError:
                before = None  # unreadable before: whatever is saved now is new
            RulesStore().save(kit.game, dialog.base_variant, dialog.rules)
            view, playing = self.host.view, self.host.kit
            for game_key, option, value in dialog.store_board_options():
                shown = playing is not None and playing.key == game_key
                if option.apply is not None and view is not None and shown:
                    option.apply(view, value)  # the open board of that game follows
            from morra_suite.ui import theme

            app = QApplication.instance()
            if isinstance(app, QApplication):
                theme.apply(app, dialog.appearance.chosen_theme)
            threads = dialog.computer.store()
            # say only what applies: a theme or a board look shows at once, rules wait
            if before != (dialog.base_variant, dialog.rules):
                self.host.set_status(self.tr("The new rules apply from the next new game."))
            elif threads:
                count = str(dialog.computer.threads_box.value())
                self.host.set_status(
                    self.tr("Search threads: %1, from the next game.").replace("%1", count)
                )
            else:
                self.host.set_status(self.tr("Settings saved."))
            language = dialog.chosen_language()
            if language is not None:
                self.set_language(language)  # says in the status line when it takes effect
            if after is not None:
                after()

        dialog.accepted.connect(accepted)
        self.host.open_dialog(dialog)
        return dialog

    def check_settings(self) -> bool:
        """Says so when the settings file cannot be read (the defaults are used, nothing stops).
        The message box's type is made only then: every start asks (issue 47)."""
        settings = QSettings()
        if settings.status() == QSettings.Status.NoError:
            return True
        from PySide6.QtWidgets import QMessageBox

        self.host.show_message(
            QMessageBox.Icon.Warning,
            self.tr("Settings unreadable"),
            self.tr(
                "The settings file %1 could not be read; the standard settings are used."
            ).replace("%1", settings.fileName()),
        )
        return False

    # ------------------------------------------------------------------ language
    def fill_language_menu(self, menu: QMenu) -> None:
        """Filled when opened: looking for installed catalogues is not start-up work."""
        from PySide6.QtGui import QActionGroup

        from morra_suite.ui import i18n

        menu.clear()
        group = QActionGroup(menu)
        current = i18n.language_setting()
        choices = [(i18n.SYSTEM, self.tr("System Language"))] + [
            (language.code, language.native_name) for language in i18n.available_languages()
        ]
        for code, label in choices:
            action = menu.addAction(label)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))

    def set_language(self, choice: str) -> None:
        """Stores the language (a code or "system") and installs it: the whole window speaks
        it at once (installing posts ``QEvent.LanguageChange``: ``retranslate_window``)."""
        from PySide6.QtCore import QEvent

        from morra_suite.ui import i18n

        i18n.set_language_setting(choice)
        i18n.install_translators(QCoreApplication.instance())
        # Qt posts LanguageChange to every window: let them retranslate now, then say so
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.host.language_installed()  # the window, if its first turn has not come yet
        if self.host.showing_chooser():  # a game shows its prompt
            self.host.set_status(self.tr("The language is changed."))
