"""German and Danish through the real widgets: window, menus, dialogs, status line, side panel;
and names with æ ø å ä ö ü ß shown and kept through a saved game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from qt_events import open_and_wait

from morra_suite.ui.dialogs.text_dialogs import show_rules

EXPECTED = {
    "en": {
        "menus": ["&Game", "&Edit", "&View", "&Learn", "&Help"],
        "status": "Choose a game to begin.",
        "new game": "New game",
        "settings": "Rules settings: Mill games",
        "rules": "Mill games",
        "white": "White",
        "cancel": "Cancel",
        "language menu": "&Language",
    },
    "de": {
        "menus": ["&Spiel", "&Bearbeiten", "&Ansicht", "&Lernen", "&Hilfe"],
        "status": "Wähle ein Spiel, um zu beginnen.",
        "new game": "Neues Spiel",
        "settings": "Regeleinstellungen: Mühlespiele",
        "rules": "Mühlespiele",
        "white": "Weiß",
        "cancel": "Abbrechen",
        "language menu": "&Sprache",
    },
    "da": {
        "menus": ["&Spil", "R&ediger", "&Vis", "&Lær", "&Hjælp"],
        "status": "Vælg et spil for at begynde.",
        "new game": "Nyt spil",
        "settings": "Regelindstillinger: Møllespil",
        "rules": "Møllespil",
        "white": "Hvid",
        "cancel": "Annuller",
        "language menu": "&Sprog",
    },
}


# Texts that are the same in every language: separators, and the games named after their makers.
NAMES_ALIKE = {"", "Morra", "&Morra", "Myra", "M&yra"}


def open_window(qtbot):
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


def visible_texts(qtbot, window) -> dict[str, object]:
    """What a person reads: menus, status line, dialog titles, rules text, side panel."""
    texts: dict[str, object] = {
        "menus": [action.text() for action in window.menuBar().actions()],
        "status": window.status_text(),
    }
    dialog = window.new_game_dialog("mill")
    texts["new game"] = dialog.windowTitle()
    texts["cancel"] = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text()
    texts["new game labels"] = [dialog.players_box.title(), dialog.rules_button.text()]
    dialog.reject()
    settings = window.open_settings("mill")
    texts["settings"] = settings.windowTitle()
    texts["setting labels"] = [
        settings.form.labelForField(e).text() for e in settings.editors.values()
    ]
    settings.reject()
    rules = show_rules(window, "mill", window.available_kits()["mill"].title)
    texts["rules"] = rules.browser.toPlainText().splitlines()[0]
    rules.reject()
    texts["language menu"] = window.ensure_menus().language_menu.title()
    window.start_game("mill", "nine")
    texts["prompt"] = window.status_text()
    texts["white"] = window.player_panels[0].name.text()
    texts["side"] = window.player_panels[0].info.text()
    texts["game title"] = window.game_title.text()
    texts["actions"] = [
        a.text() for menu in window.menuBar().actions() for a in menu.menu().actions()
    ]
    return texts


@pytest.fixture
def english(qtbot, speaking) -> dict[str, object]:
    speaking("en")
    window = open_window(qtbot)
    texts = visible_texts(qtbot, window)
    window.close()
    return texts


@pytest.mark.parametrize("code", ["de", "da"])
def test_switching_language_changes_what_the_window_shows(
    qtbot, speaking, english, code: str
) -> None:
    for key, value in EXPECTED["en"].items():
        assert english[key] == value, key
    assert speaking(code) == code
    window = open_window(qtbot)
    texts = visible_texts(qtbot, window)
    window.close()
    for key, value in EXPECTED[code].items():
        assert texts[key] == value, key
    for key in ("prompt", "side", "game title"):
        assert texts[key] and texts[key] != english[key], key
    assert EXPECTED[code]["white"] in texts["prompt"]
    for key in ("new game labels", "setting labels", "actions"):
        same = [
            a
            for a, b in zip(texts[key], english[key], strict=True)
            if a == b and a not in NAMES_ALIKE
        ]
        assert not same, f"{key}: untranslated {same}"


def test_language_menu_offers_every_language_and_says_when_it_applies(qtbot, speaking) -> None:
    from morra_suite.ui import i18n

    speaking("en")
    window = open_window(qtbot)
    window.start_game("mill", "three")  # a game goes on while the language changes
    window.ensure_menus().language_menu.aboutToShow.emit()
    actions = window.ensure_menus().language_menu.actions()
    assert [a.data() for a in actions][:4] == ["system", "en", "de", "da"]
    assert [a.text() for a in actions][1:4] == ["English", "Deutsch", "Dansk"]
    assert actions[0].isChecked()
    actions[3].trigger()
    assert i18n.language_setting() == "da"
    assert i18n.current_language() == "da"
    assert "Hvid" in window.status_text()  # the game's prompt, in Danish at once
    assert [a.text() for a in window.menuBar().actions()] == EXPECTED["da"]["menus"]  # at once
    window.ensure_menus().language_menu.aboutToShow.emit()
    checked = [a.data() for a in window.ensure_menus().language_menu.actions() if a.isChecked()]
    assert checked == ["da"]
    dialog = window.new_game_dialog("mill")
    assert dialog.windowTitle() == "Nyt spil"
    assert dialog.game_box.currentText() == "Møllespil"
    assert dialog.rows[0].name.placeholderText() == "Hvid"
    dialog.reject()
    window.start_game("mill", "nine")
    assert window.status_text() == "Hvid: placér en brik"
    assert window.game_title.text() == "Mølle"
    assert window.controller.play_move(window.controller.state.parse_move("d6"))
    assert window.status_text() == "Sort: placér en brik"
    window.close()


NAMES = ["Søren Ærø Åberg 2", "Jürgen Groß-Öztürk"]


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_non_ascii_names_show_and_survive_save_and_open(
    qtbot, speaking, tmp_path: Path, code: str
) -> None:
    speaking(code)
    window = open_window(qtbot)
    window.start_game("mill", "nine", players=[(name, False, 1) for name in NAMES])
    for move in ("d6", "f4", "b4"):
        assert window.controller.play_move(window.controller.state.parse_move(move))
    assert [p.name.text().split(" (")[0] for p in window.player_panels] == NAMES
    path = tmp_path / "spiel-ærø.pgn"
    assert window.save_to(path)
    raw = path.read_bytes()
    for name in NAMES:
        assert name.encode("utf-8") in raw
    window.start_game("mill", "three")
    assert open_and_wait(qtbot, window, path)
    assert window.controller.names == NAMES
    assert [str(m) for m in window.controller.record.moves] == ["d6", "f4", "b4"]
    assert [p.name.text().split(" (")[0] for p in window.player_panels] == NAMES
    assert "spiel-ærø.pgn" in window.windowTitle()
    window.close()


@pytest.mark.parametrize("game", ["morra", "myra"])
def test_every_game_keeps_non_ascii_names_in_its_files(
    qtbot, speaking, tmp_path: Path, game: str
) -> None:
    speaking("de")
    window = open_window(qtbot)
    window.start_game(game, players=[(name, False, 1) for name in NAMES])
    path = tmp_path / f"partie-groß{window.kit.game.file_suffix}"
    assert window.save_to(path)
    assert all(name.encode("utf-8") in path.read_bytes() for name in NAMES)
    window.start_game("mill", "three")
    assert open_and_wait(qtbot, window, path)
    assert window.kit.key == game
    assert window.controller.names == NAMES
    assert [p.name.text().split(" (")[0] for p in window.player_panels] == NAMES
    window.close()


def test_non_ascii_names_are_remembered_by_the_new_game_dialog(qtbot, speaking) -> None:
    speaking("da")
    window = open_window(qtbot)
    dialog = window.new_game_dialog("myra")
    for row, name in zip(dialog.rows, NAMES, strict=False):
        row.name.setText(name)
    dialog.remember_players()
    dialog.reject()
    again = window.new_game_dialog("myra")
    assert [row.name.text() for row in again.rows][:2] == NAMES
    again.reject()
    window.close()


def test_settings_dialog_picks_the_language_and_says_when_it_applies(qtbot, speaking) -> None:
    from morra_suite.ui import i18n

    speaking("en")
    window = open_window(qtbot)
    dialog = window.open_settings("mill")
    assert dialog.language_box.currentData() == i18n.language_setting()
    assert "restart" not in " ".join(  # no restart: the window changes at once
        label.text() for label in dialog.findChildren(type(dialog.problem))
    )
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("de"))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert i18n.language_setting() == "de"
    assert i18n.current_language() == "de"
    assert window.status_text().startswith("Die Sprache")
    assert [a.text() for a in window.menuBar().actions()] == EXPECTED["de"]["menus"]
    again = window.open_settings("mill")
    assert again.windowTitle() == "Regeleinstellungen: Mühlespiele"
    assert again.language_box.currentData() == "de"
    assert again.chosen_language() is None  # left as it was: nothing changes on OK
    again.reject()


def test_a_german_window_says_why_a_set_up_position_is_impossible(qtbot, speaking) -> None:
    """Set Up Position's reasons come from the set-up's codes and facts, worded by the window
    in its language and with the players' names (not the rules' letters A and B)."""
    from morra_suite.games.myra.board import NAMES as HOLES
    from morra_suite.games.myra.pieces import QUEEN, Piece

    speaking("de")
    window = open_window(qtbot)
    window.start_game("myra")
    window.setup_action.trigger()
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    editor = dialog.editor
    blue_queen = next(h for h, p in editor.setup.pieces.items() if p == Piece(1, QUEEN))
    view = editor.view
    point = view.mapFromScene(view.scene_point(HOLES[blue_queen]))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=point)
    assert not dialog.ok_button.isEnabled()
    assert dialog.problems_label.text() == (
        "Diese Stellung kann nicht gespielt werden: Blau hat keine Königin"
    )
    dialog.reject()
    # a mill set-up with one piece too many, and the reader's own reason, in German too
    window.start_game("mill", "nine")
    window.setup_action.trigger()
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    view = dialog.editor.view
    from morra_suite.games.mill.board import point_index

    point = view.mapFromScene(view.scene_point(point_index("a1")))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert dialog.editor.hand_boxes[0].value() == 8  # the piece came out of White's hand
    dialog.editor.hand_boxes[0].setValue(9)  # typed back up: one piece too many
    assert dialog.problems_label.text() == (
        "Diese Stellung kann nicht gespielt werden: Weiß hat 10 Steine, aber die Regeln geben 9"
    )
    dialog.reject()
    with pytest.raises(ValueError, match="die Datei ist leer"):
        window.session.read_text("  \n")
    window.unsaved.closing_allowed = True
    window.close()
