"""The small agreements between the games' APIs: phases are one Enum per game (a ``StrEnum``,
equal to the words callers used before), and every game's rules value lives in its ``rules``
module (old import paths keep working)."""

from __future__ import annotations

from enum import StrEnum

from morra_suite.games import load_game, mill, morra, myra


def test_phases_are_enums_equal_to_their_old_words() -> None:
    state = load_game("mill").new_state(variant="nine")
    assert state.phase is mill.MillPhase.PLACING and state.phase == "placing"
    assert mill.PLACING is mill.MillPhase.PLACING
    moving = mill.parse_position("nine w:a1,a4,d2,f4 b:g7,g4,d6,b6 hand:0,0 to:w")
    assert moving.phase is mill.MillPhase.MOVING == "moving"
    flying = mill.parse_position("nine w:a1,a4,d2 b:g7,g4,d6,b6 hand:0,0 to:w")
    assert flying.phase is mill.FLYING and f"{flying.phase}" == "flying"

    game = load_game("morra")
    setup = game.new_state(variant="quick")
    assert setup.phase is morra.MorraPhase.SETUP and setup.phase == "setup"
    hands = setup.play_joint({0: 0, 1: 3})
    assert hands.phase is morra.MorraPhase.HANDS and hands.phase in ("setup", "hands")
    over = morra.parse_position("target a:c b:0.3 next:b round:4")
    assert over.phase is morra.MorraPhase.OVER == "over"
    for enum in (mill.MillPhase, morra.MorraPhase):
        assert issubclass(enum, StrEnum)


def test_myra_rules_live_in_their_own_module_and_old_imports_work() -> None:
    from morra_suite.games.myra import rules
    from morra_suite.games.myra.state import MyraRules as OldPath

    assert OldPath is rules.MyraRules is myra.MyraRules
    assert myra.new_game(2).rules == rules.MyraRules()
