"""The window's dialogs: New Game, Settings, Set Up, Players, Review, texts."""
