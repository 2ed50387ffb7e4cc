"""The game page and what sits beside the board: side panel, move list, analysis."""
