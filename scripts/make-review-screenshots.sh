#!/bin/sh
# Makes the reviewer's set of window pictures into the folder given (created if missing):
#   games/    every game (Morra, Nine and Twelve Men's Morris, Myra for two and for three)
#             in every theme, at 800x600, 1280x800 and 1920x1080, in English, German and Danish;
#             Myra asking "how many soldiers?" the same, and an unchain being clicked (its
#             steps numbered) at 800x600 in English
#   chooser/  the page of game cards, the same themes, sizes and languages
#   dialogs/  New Game, Settings (Rules and Appearance pages), Review and Set Up over a game in
#             mid-position, every theme and language at 800x600, and in English at 1280x800
# Each picture is one `run.sh --screenshot` (settings of its own, the user's are left alone).
# Usage: scripts/make-review-screenshots.sh FOLDER
# SIZES, LANGUAGES and THEMES (space-separated) narrow the set, e.g. SIZES=800x600.
set -eu

if [ "$#" -ne 1 ]; then
    echo "usage: $0 FOLDER" >&2
    exit 2
fi
out=$1
root=$(cd "$(dirname "$0")/.." && pwd)
sizes=${SIZES:-800x600 1280x800 1920x1080}
languages=${LANGUAGES:-en de da}
themes=${THEMES:-$("$root/run.sh" --list-themes | grep -v '^system$' | tr '\n' ' ')}
mkdir -p "$out/games" "$out/chooser" "$out/dialogs"
made=0
failed=0

# picture NAME ARGUMENTS...: one picture, its name in the folder; a failure is counted, not fatal
picture() {
    name=$1
    shift
    if "$root/run.sh" --screenshot "$out/$name.png" "$@" 2>"$out/$name.log"; then
        made=$((made + 1))
        # keep the log only when it says more than Qt's offscreen notice
        if ! grep -v 'propagateSizeHints' "$out/$name.log" | grep -q .; then
            rm -f "$out/$name.log"
        fi
    else
        failed=$((failed + 1))
        echo "failed: $name (see $out/$name.log)" >&2
    fi
}

# each game as NAME:GAME:VARIANT:PLAYERS (empty: the game's default)
games="morra:morra:: nine:mill:nine: twelve:mill:twelve: myra2:myra::2 myra3:myra::3"
# Myra with a move being made (--clicks): a troop of five asked how many soldiers go, then laid out
myra_troops="a1=AQ,e5=A5,c3=A3,g7=B2,f4=A1,k11=BQ A A:25,B:25"

for theme in $themes; do
    for size in $sizes; do
        for language in $languages; do
            for entry in $games; do
                name=${entry%%:*}
                rest=${entry#*:}
                game=${rest%%:*}
                rest=${rest#*:}
                variant=${rest%%:*}
                players=${rest#*:}
                set -- --game "$game" --theme "$theme" --size "$size" --language "$language"
                if [ -n "$variant" ]; then set -- "$@" --variant "$variant"; fi
                if [ -n "$players" ]; then set -- "$@" --players "$players"; fi
                picture "games/$name-$theme-$size-$language" "$@"
            done
            set -- --game myra --position "$myra_troops" --theme "$theme" --size "$size" \
                --language "$language"
            picture "games/myra-question-$theme-$size-$language" "$@" --clicks "e5 e6"
            if [ "$size" = 800x600 ] && [ "$language" = en ]; then
                picture "games/myra-unchain-$theme-$size-$language" "$@" --clicks "e5 e6 u e7"
            fi
            picture "chooser/chooser-$theme-$size-$language" \
                --page chooser --theme "$theme" --size "$size" --language "$language"
        done
    done
done

# the dialogs: per game where they differ by game, the Appearance page once
for theme in $themes; do
    for language in $languages; do
        for size in 800x600 1280x800; do
            if [ "$size" != 800x600 ] && [ "$language" != en ]; then continue; fi
            case " $sizes " in *" $size "*) ;; *) continue ;; esac
            for game in morra mill myra; do
                for dialog in new-game settings-rules review set-up; do
                    picture "dialogs/$dialog-$game-$theme-$size-$language" --game "$game" \
                        --dialog "$dialog" --theme "$theme" --size "$size" --language "$language"
                done
            done
            picture "dialogs/settings-appearance-$theme-$size-$language" --game mill \
                --dialog settings-appearance --theme "$theme" --size "$size" --language "$language"
        done
    done
done

echo "$made pictures in $out, $failed failed"
[ "$failed" -eq 0 ]
