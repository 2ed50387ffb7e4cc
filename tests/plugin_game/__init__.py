"""A toy game registered from outside the package (Nim): see ``nim.py``."""
