"""Morra on the desktop: the target board, its animation, and the secret hand pickers."""
