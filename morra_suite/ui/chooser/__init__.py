"""The first screen: the game chooser, its cards and their pictures."""
