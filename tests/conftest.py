"""Shared test set-up: Qt offscreen, and settings kept out of the user's real configuration."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
