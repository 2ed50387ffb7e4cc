"""Tests of the computer players (packages, so mill and myra test modules may share names)."""
