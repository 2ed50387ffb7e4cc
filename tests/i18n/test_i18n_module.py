"""Choosing the language (setting, system, fallback) and installing its translators."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from morra_suite.ui import i18n


def test_shipped_languages_have_native_names() -> None:
    assert [(lang.code, lang.native_name) for lang in i18n.SHIPPED] == [
        ("en", "English"),
        ("de", "Deutsch"),
        ("da", "Dansk"),
    ]
    assert [lang.code for lang in i18n.available_languages()][:3] == ["en", "de", "da"]


@pytest.mark.parametrize(
    ("choice", "system", "expected"),
    [
        ("system", ["de-AT", "de", "en-US"], "de"),
        ("system", ["da-DK"], "da"),
        ("system", ["fr-FR", "da"], "da"),  # the first shipped language the system prefers
        ("system", ["fr-FR", "it"], "en"),  # nothing shipped: English
        ("system", [], "en"),
        ("de", ["da-DK"], "de"),  # an explicit choice wins over the system
        ("en", ["de-DE"], "en"),
        ("xx", ["da_DK"], "da"),  # a language no longer shipped falls back like "system"
    ],
)
def test_resolve_language(choice: str, system: list[str], expected: str) -> None:
    assert i18n.resolve_language(choice, system, ("en", "de", "da")) == expected


def test_a_language_a_translator_added_is_found_in_the_system_order(tmp_path, monkeypatch) -> None:
    """A shipped language is known without looking at the files; one only a catalogue in the
    translations folder brings is found there, in the order the system prefers."""
    (tmp_path / "morra_suite_fr.qm").write_bytes(b"")
    monkeypatch.setattr(i18n, "_translations_folder", lambda: tmp_path)
    assert [lang.code for lang in i18n.available_languages()] == ["en", "de", "da", "fr"]
    assert i18n.resolve_language("system", ["fr-FR", "de"]) == "fr"
    assert i18n.resolve_language("system", ["it", "da-DK", "fr"]) == "da"
    assert i18n.resolve_language("fr", ["de"]) == "fr"
    assert i18n.resolve_language("it", ["pt", "fr"]) == "fr"
    assert i18n.resolve_language("system", ["it"]) == "en"
    assert i18n.resolve_language("system", ["C"]) == "en"  # no language set: the source one


def test_setting_is_stored_and_checked() -> None:
    assert i18n.language_setting() == "system"
    i18n.set_language_setting("da")
    assert QSettings().value(i18n.SETTING_KEY) == "da"
    assert i18n.language_setting() == "da"
    assert i18n.resolve_language(system_languages=["de"]) == "da"
    i18n.set_language_setting("system")
    assert i18n.resolve_language(system_languages=["de"]) == "de"
    with pytest.raises(ValueError, match="'klingon'"):
        i18n.set_language_setting("klingon")


def test_installing_translates_and_removing_restores(speaking) -> None:
    source = "Choose a game to begin."
    assert QCoreApplication.translate("MainWindow", source) == source
    assert speaking("de") == "de"
    assert i18n.current_language() == "de"
    german = QCoreApplication.translate("MainWindow", source)
    assert german != source
    assert len(i18n.installed_translators()) == 2  # ours and Qt's own qtbase_de
    assert speaking("da") == "da"
    danish = QCoreApplication.translate("MainWindow", source)
    assert danish not in (source, german)
    assert speaking("en") == "en"
    assert i18n.installed_translators() == ()
    assert QCoreApplication.translate("MainWindow", source) == source


def test_qt_own_strings_are_translated_too(speaking) -> None:
    """Standard buttons and the like come from Qt's qtbase_<code>.qm."""
    speaking("de")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    speaking("da")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuller"


def test_about_text_in_every_language() -> None:
    QCoreApplication.setApplicationVersion("9.8.7")
    texts = {code: i18n.about_text(code) for code in i18n.shipped_codes()}
    assert all(text and "Morra Suite 9.8.7" in text for text in texts.values())
    assert len(set(texts.values())) == 3
    assert "Mühle" in texts["de"] and "mølle" in texts["da"]
    assert i18n.about_text("fr") == texts["en"]
