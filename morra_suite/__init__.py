"""Morra Suite: Piet Hein's Morra, the mill games and Myra, for the desktop.

The package is layered (see ARCHITECTURE in the developers' guide): ``core`` and ``games`` are pure
rules, ``ai`` plays on the rules API, ``controllers`` and ``ui`` are the Qt shell around them.
"""

__version__ = "0.1.0"
