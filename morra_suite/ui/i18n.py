"""Languages: which one the app speaks, its Qt translators, and the texts kept as files.

Shipped languages are English (the source strings), German and Danish. A translator adds one by
dropping ``morra_suite_<code>.ts``/``.qm`` into ``resources/translations`` (``scripts/
update-translations.sh`` makes both) and, if they like, ``resources/rules/<code>/*.md`` and
``resources/about/<code>.md``; ``available_languages()`` finds them without a code change.

The user's choice is the ``QSettings`` value ``ui/language``: ``"system"`` (the default) follows
``QLocale.system()``'s UI languages and falls back to English when none of them is shipped.
Translators are looked up through ``morra_suite.resources`` so the installed wheel and the frozen
app find them as the source tree does. Loading two small ``.qm`` files costs a few milliseconds,
so this is done before the main window is built (start-up is benchmarked).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication, QLocale

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:  # importlib.resources and dataclasses cost start-up time; not needed for English
    from importlib.resources.abc import Traversable

    from PySide6.QtCore import QTranslator  # (nor Qt's translator types)

SETTING_KEY = "ui/language"
SYSTEM = "system"
SOURCE_LANGUAGE = "en"
CATALOGUE = "morra_suite"  # resources/translations/morra_suite_<code>.qm
NO_LANGUAGE = ("c", "posix")  # what QLocale.system() says when no language is set


class Language:
    """A language the app ships: its code (``de``) and its name in itself (``Deutsch``).

    A plain class, not a ``typing.NamedTuple``: the window's modules name no ``typing`` before
    the window maps (``morra_suite.app``'s docstring)."""

    __slots__ = ("code", "native_name")

    def __init__(self, code: str, native_name: str) -> None:
        self.code = code
        self.native_name = native_name

    def __repr__(self) -> str:
        return f"Language({self.code!r}, {self.native_name!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Language):
            return NotImplemented
        return (self.code, self.native_name) == (other.code, other.native_name)

    def __hash__(self) -> int:
        return hash((self.code, self.native_name))


# The languages written and checked by us (tests/i18n holds them to complete translations).
SHIPPED: tuple[Language, ...] = (
    Language("en", "English"),
    Language("de", "Deutsch"),
    Language("da", "Dansk"),
)

# Translators and the language they were installed for; kept here so they live as long as the app
# (a QTranslator that is garbage-collected silently stops translating).
_installed: list[QTranslator] = []
_current: str | None = None
_installs = [0]  # how many times translators were installed or removed (``installs``)


def shipped_codes() -> tuple[str, ...]:
    return tuple(language.code for language in SHIPPED)


def available_languages() -> tuple[Language, ...]:
    """The shipped languages, then any other language a translator added a ``.qm`` file for."""
    known = {language.code for language in SHIPPED}
    extra: list[Language] = []
    folder = _translations_folder()
    try:
        names = sorted(node.name for node in folder.iterdir()) if folder.is_dir() else []
    except OSError:
        names = []
    prefix = CATALOGUE + "_"
    for name in names:
        if name.startswith(prefix) and name.endswith(".qm"):
            code = name[len(prefix) : -len(".qm")]
            if code not in known:
                known.add(code)
                native = QLocale(code).nativeLanguageName() or code
                extra.append(Language(code, native[:1].upper() + native[1:]))
    return SHIPPED + tuple(extra)


def language_setting(early: Mapping[str, object] | None = None) -> str:
    """The stored choice: a language code or ``"system"``; from ``early`` when given (the
    launcher's ``ui.app_config.early_settings``, read without ``QSettings``' type)."""
    if early is not None:
        value = early.get(SETTING_KEY, SYSTEM)
    else:
        from PySide6.QtCore import QSettings

        value = QSettings().value(SETTING_KEY, SYSTEM)
    text = str(value).strip() if value is not None else SYSTEM
    return text or SYSTEM


def set_language_setting(choice: str) -> None:
    """Stores a language code or ``"system"``; raises ``ValueError`` for a language we lack."""
    codes = {language.code for language in available_languages()}
    if choice != SYSTEM and choice not in codes:
        raise ValueError(
            f"language {choice!r}: not one of {', '.join(sorted(codes))} or {SYSTEM!r}"
        )
    from PySide6.QtCore import QSettings

    QSettings().setValue(SETTING_KEY, choice)


def _base_code(name: str) -> str:
    """``de_AT`` / ``de-AT`` / ``de`` -> ``de``."""
    return name.replace("-", "_").split("_")[0].lower()


def resolve_language(
    choice: str | None = None,
    system_languages: Iterable[str] | None = None,
    codes: Iterable[str] | None = None,
) -> str:
    """The code to use for ``choice`` (default: the stored setting).

    ``"system"`` walks the system's UI languages in order of preference (``QLocale.system().
    uiLanguages()``, e.g. ``["de-AT", "de", "en-US"]``) and takes the first one we have; a stored
    code we no longer ship (a removed translation) falls back the same way; the last resort is
    English.
    """
    has = set(codes).__contains__ if codes is not None else _have_language
    choice = language_setting() if choice is None else choice
    if choice != SYSTEM and has(choice):
        return choice
    if system_languages is None:
        system = QLocale.system()
        system_languages = list(system.uiLanguages()) or [system.name()]
    for name in system_languages:
        code = _base_code(name)
        if code in NO_LANGUAGE:
            break  # the system names no language ("C"): the source language
        if has(code):
            return code
    return SOURCE_LANGUAGE


def _have_language(code: str) -> bool:
    """Whether ``code`` is one of ``available_languages()``: a shipped one is, without looking
    at the translations folder (which costs start-up time: importlib.resources); only another
    code makes it look for a catalogue a translator added."""
    if code in shipped_codes():
        return True
    return any(language.code == code for language in available_languages())


def current_language() -> str:
    """The language the translators were installed for (or would be, if not installed yet)."""
    return _current if _current is not None else resolve_language()


def _translations_folder() -> Traversable:
    from morra_suite.resources import resource_path

    return resource_path("translations")


def catalogue_path(code: str) -> Traversable:
    """``resources/translations/morra_suite_<code>.qm`` through the package."""
    from morra_suite.resources import resource_path

    return resource_path("translations", f"{CATALOGUE}_{code}.qm")


def _load(translator: QTranslator, node: Traversable) -> bool:
    """Loads a ``.qm`` that may live in a wheel, the source tree or a frozen bundle."""
    try:
        if not node.is_file():
            return False
    except OSError:
        return False
    from pathlib import Path  # (not before the map: see ``morra_suite.app``'s docstring)

    if isinstance(node, Path):
        return translator.load(str(node))
    # Not a plain file (e.g. inside a zip): Qt wants a path, so copy it out for the load.
    # QTranslator keeps the data in memory, so the temporary file may go at once.
    from importlib.resources import as_file

    with as_file(node) as path:
        return translator.load(str(path))


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Uninstalls what ``install_translators`` installed (the app speaks English again)."""
    global _current
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _current = None
    _installs[0] += 1


def _qt_translation_folders() -> Iterable[str]:
    """Where Qt's own catalogues are: Qt's answer, then PySide6's folder (a frozen app keeps them
    under ``PySide6/Qt/translations`` even when Qt's built-in path points elsewhere)."""
    from PySide6.QtCore import QLibraryInfo

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if folder:
        yield folder
    from pathlib import Path

    import PySide6

    yield str(Path(PySide6.__file__).parent / "Qt" / "translations")


def install_translators(app: QCoreApplication | None = None, language: str | None = None) -> str:
    """Installs our catalogue and Qt's own (``qtbase_<code>.qm``) for ``language``.

    ``language`` defaults to the stored choice resolved against the system. Returns the code in
    use. English needs no catalogue of ours (the source strings are English). Installing posts a
    ``LanguageChange`` event to every widget, which is how open windows can retranslate.
    """
    global _current
    code = resolve_language(language)
    remove_translators(app)
    if code != SOURCE_LANGUAGE:
        from PySide6.QtCore import QTranslator

        ours = QTranslator()
        if _load(ours, catalogue_path(code)):
            QCoreApplication.installTranslator(ours)
            _installed.append(ours)
        qt = QTranslator()
        if any(qt.load(f"qtbase_{code}", folder) for folder in _qt_translation_folders()):
            QCoreApplication.installTranslator(qt)
            _installed.append(qt)
    _current = code
    _installs[0] += 1
    return code


def installs() -> int:
    """A count that changes whenever translators are installed or removed: a window built at
    one count and shown at another speaks an older language (``ui.window.window_start``)."""
    return _installs[0]


def installed_translators() -> tuple[QTranslator, ...]:
    return tuple(_installed)


def locale_for(code: str | None = None) -> QLocale:
    """The locale of a language code (for numbers and dates shown in that language)."""
    return QLocale(code or current_language())


# ----- texts kept as Markdown files ---------------------------------------------------------------


def _read_text(parts: tuple[str, ...]) -> str | None:
    from morra_suite.resources import resource_path

    node = resource_path(*parts)
    try:
        if node.is_file():
            return node.read_text(encoding="utf-8")
    except OSError:
        return None
    return None


def rules_text(game: str, language: str | None = None) -> str | None:
    """``resources/rules/<language>/<game>.md``, else the English text, else ``None``."""
    language = language or current_language()
    for code in dict.fromkeys((language, SOURCE_LANGUAGE)):
        text = _read_text(("rules", code, f"{game}.md"))
        if text is not None:
            return text
    return None


def rules_language(game: str, language: str | None = None) -> str | None:
    """The language ``rules_text`` would show for ``game`` (so a window can say it is English)."""
    language = language or current_language()
    for code in dict.fromkeys((language, SOURCE_LANGUAGE)):
        if _read_text(("rules", code, f"{game}.md")) is not None:
            return code
    return None


def about_text(language: str | None = None) -> str | None:
    """The About box (``resources/about/<language>.md``), else English, else ``None``.

    ``{version}`` in the text is replaced by the application's version.
    """
    language = language or current_language()
    for code in dict.fromkeys((language, SOURCE_LANGUAGE)):
        text = _read_text(("about", f"{code}.md"))
        if text is not None:
            version = QCoreApplication.applicationVersion() or ""
            return text.replace("{version}", version)
    return None
