"""A tiny fourth game written as a plug-in: registered from a test alone, it proves the seam."""
