"""Myra rules tests (a package, so module names never clash with tests/ui/myra)."""
