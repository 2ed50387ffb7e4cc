"""The mill games in the window: their kit (settings, files, players) and their board view."""
