"""QtCore-only glue between the rules and the widgets: game controller, input, computer workers."""
