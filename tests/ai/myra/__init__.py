"""Myra computer player tests."""
