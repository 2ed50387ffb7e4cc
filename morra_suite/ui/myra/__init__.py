"""The Myra board for the desktop application: kit, board view, scene and painting."""
