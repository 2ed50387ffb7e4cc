"""Mill computer player tests."""
