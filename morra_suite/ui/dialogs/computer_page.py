"""Settings › Computer: how the computer players think, apart from any game's rules.

One row so far: the search threads, from one to the machine's cores (the default: every core).
The mill and Myra top levels share their work between that many threads (``ai.search_threads``;
the levels below think on one, as the ladder benchmarks measured them); fewer leave cores free
for other programs while the computer thinks. The choice is kept by
``controllers.computers.store_search_threads`` on OK and reaches the computers made from then on
(the next game, or a side handed to the computer).
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox, QVBoxLayout, QWidget

from morra_suite.controllers import computers


class ComputerPage(QWidget):
    """The page's editors; ``store`` keeps what they show (the dialog's OK)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Computer"))
        layout = QVBoxLayout(self)
        group = QGroupBox(self.tr("Computer players"))
        group.setAccessibleName(self.tr("Computer players"))
        form = QFormLayout(group)
        self.threads_box = QSpinBox()
        cores = computers.cores()
        self.threads_box.setRange(1, cores)
        self.threads_box.setValue(min(cores, computers.search_threads()))
        self.initial_threads = self.threads_box.value()
        self.threads_box.setAccessibleName(self.tr("Search threads"))
        tip = self.tr(
            "How many of this computer's %1 cores the strongest level thinks on (the "
            "levels below it think on one, as their strength was measured). More threads "
            "play stronger; fewer leave cores free for other programs. Applies from the "
            "next game."
        ).replace("%1", str(cores))
        self.threads_box.setToolTip(tip)
        self.threads_box.setAccessibleDescription(tip)
        label = QLabel(self.tr("Search &threads:"))
        label.setBuddy(self.threads_box)
        label.setToolTip(tip)
        form.addRow(label, self.threads_box)
        layout.addWidget(group)
        layout.addStretch(1)

    def store(self) -> bool:
        """Keeps the threads shown; ``True`` when they changed."""
        threads = self.threads_box.value()
        if threads == self.initial_threads and computers.stored_search_threads() is None:
            return False  # the default left as it was: nothing to keep
        computers.store_search_threads(threads)
        return threads != self.initial_threads
