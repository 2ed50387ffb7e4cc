"""The main window: its actions and menus, its host protocol, what it shows of a game."""
