"""What the window's actions do: helpers given the window's host protocol."""
