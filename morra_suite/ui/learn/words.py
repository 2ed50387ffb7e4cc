"""The Learn parts' sentences, through Qt's translations (context "Learn").

Lesson texts come with the lesson data in their own languages; these are the chrome's words:
goals, the value of a wrong move, the rush's clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("Learn", text)


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def goal_text(puzzle: Any, sides: Sequence[str]) -> str:
    """What the puzzle asks, in a sentence."""
    side = sides[puzzle.player] if puzzle.player < len(sides) else str(puzzle.player + 1)
    if puzzle.goal == "better-move":
        text = QCoreApplication.translate(
            "Learn", "From your game, %1 to move: the move played here lost. Find a better one."
        )
        return text.replace("%1", side)
    if puzzle.goal == "win" and puzzle.plies == 1:
        text = QCoreApplication.translate("Learn", "%1 to move: find the move that wins at once.")
        return text.replace("%1", side)
    if puzzle.goal == "capture-queen" and puzzle.plies == 1:
        text = QCoreApplication.translate("Learn", "%1 to move: capture a queen at once.")
        return text.replace("%1", side)
    if puzzle.goal == "win":
        text = QCoreApplication.translate(
            "Learn", "%1 to move: find the move that wins in %2 plies."
        )
        return text.replace("%1", side).replace("%2", str(puzzle.plies))
    if puzzle.goal == "capture-queen":
        text = QCoreApplication.translate(
            "Learn", "%1 to move: capture a queen within %2 plies, whatever the others do."
        )
        return text.replace("%1", side).replace("%2", str(puzzle.plies))
    other = sides[1 - puzzle.player] if len(sides) > 1 else ""
    plan = ", ".join(
        QCoreApplication.translate("Learn", "%1 (%2)")
        .replace("%1", str(hand))
        .replace("%2", percent(chance))
        for hand, chance in puzzle.plan
    )
    text = QCoreApplication.translate(
        "Learn", "%1 will show a hand of %2. Which hand is best for %3?"
    )
    return text.replace("%1", other).replace("%2", plan).replace("%3", side)


def refutation_text(refutation: Any) -> str:
    """What the wrong move is really worth, and the solver's answer to it."""
    facts = refutation.facts
    code = refutation.code
    if code == "wins-slower":
        text = QCoreApplication.translate(
            "Learn", "That wins too, but only in %1 plies; the fastest win takes %2."
        )
        value = text.replace("%1", str(facts.get("plies"))).replace("%2", str(facts.get("want")))
    elif code == "draws":
        value = QCoreApplication.translate("Learn", "After that move best play gives a draw.")
    elif code == "loses":
        text = QCoreApplication.translate(
            "Learn", "After that move you lose with best play, in %1 plies."
        )
        value = text.replace("%1", str(facts.get("plies")))
    elif code == "no-capture":
        text = QCoreApplication.translate(
            "Learn", "After that move no queen capture can be forced within %1 plies."
        )
        value = text.replace("%1", str(facts.get("plies")))
    elif code == "worse-hand":
        text = QCoreApplication.translate(
            "Learn", "With a hand of %1 your chance to win is %2; with %3 it is %4."
        )
        value = (
            text.replace("%1", str(facts.get("hand")))
            .replace("%2", percent(float(facts.get("chance", 0.0))))
            .replace("%3", str(facts.get("best")))
            .replace("%4", percent(float(facts.get("best_chance", 0.0))))
        )
    elif code == "played-in-game":
        value = QCoreApplication.translate("Learn", "That is the move you played in your game.")
        line = facts.get("line") or []
        if line:
            text = QCoreApplication.translate("Learn", "Its refutation: %1.")
            value += " " + text.replace("%1", " ".join(str(m) for m in line[:6]))
        return value
    elif code == "not-better":
        value = QCoreApplication.translate(
            "Learn", "That is not the better move the analysis found here."
        )
    else:
        value = QCoreApplication.translate("Learn", "That is not the move.")
    if refutation.reply and refutation.reply != refutation.move:
        answer = QCoreApplication.translate("Learn", "The refutation: %1.")
        value += " " + answer.replace("%1", refutation.reply)
    return value


def clock_text(seconds: float) -> str:
    whole = int(seconds + 0.999)
    text = QCoreApplication.translate("Learn", "Time left: %1")
    return text.replace("%1", f"{whole // 60}:{whole % 60:02d}")


def rating_text(rating: Any) -> str:
    text = QCoreApplication.translate("Learn", "Puzzle rating: %1 ± %2")
    return text.replace("%1", str(round(rating.rating))).replace(
        "%2", str(round(2 * rating.deviation))
    )
