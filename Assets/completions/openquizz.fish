# fish completion for openquizz, written by Scripts/generate-flag-files.sh from Sources/openquizz/CommandLine/FlagTable.swift.
# The names --deck takes, as the game names them: the decks folder's visible regular files
# (links followed) without their extension, or whole when two share that name.
function __openquizz_decks
    set -l folder $XDG_DATA_HOME
    string match -q '/*' -- "$folder"; or set folder ~/.local/share
    set -l files
    set -l stems
    for file in $folder/openquizz/decks/*
        test -f $file; or continue
        set -l name (string replace -r '.*/' '' -- $file | string collect)
        string match -qr '[\n\t]' -- $name; and continue
        set -a files $name
        set -a stems (string replace -r '\.[^.]*$' '' -- $name)
    end
    for index in (seq (count $files))
        set -l same 0
        for other in $stems
            test "x$other" = "x$stems[$index]"; and set same (math $same + 1)
        end
        if test $same -eq 1
            printf '%s\n' $stems[$index]
        else
            printf '%s\n' $files[$index]
        end
    end
end
complete -c openquizz -f
complete -c openquizz -s n -l amount -x -d 'questions per game, 1 to 50'
complete -c openquizz -l category -x -a '9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 general books film music musicals television videogames boardgames nature computers mathematics mythology sports geography history politics art celebrities animals vehicles comics gadgets anime cartoon' -d 'questions of one category'
complete -c openquizz -l difficulty -x -a 'easy medium hard' -d 'questions of one difficulty'
complete -c openquizz -l offline -d 'play the shipped questions; never use the network'
complete -c openquizz -l questions -r -F -d 'play the questions in a CSV or JSON file'
complete -c openquizz -l check -r -F -d 'check deck files, then exit'
complete -c openquizz -n '__fish_contains_opt check' -F
complete -c openquizz -l api-url -x -d 'an Open Trivia DB-compatible server'
complete -c openquizz -l list-categories -d 'print the categories, then exit'
complete -c openquizz -l deck -x -a '(__openquizz_decks)' -d 'play one of your decks'
complete -c openquizz -l list-decks -d 'print your decks, then exit'
complete -c openquizz -l in-order -d 'with a deck: in the deck\'s order'
complete -c openquizz -l no-prefetch -d 'do not fetch the next game ahead'
complete -c openquizz -l no-explanations -d 'do not show the fact behind each answer'
complete -c openquizz -l explanations -d 'show the explanations, whatever the settings say'
complete -c openquizz -l no-history -d 'keep no history of the answers'
complete -c openquizz -l stats -d 'print what the history says, then exit'
complete -c openquizz -l json -d 'with --stats: as JSON'
complete -c openquizz -l seed -x -d 'the same shipped questions in the same order'
complete -c openquizz -l no-color -d 'no colours'
complete -c openquizz -l no-colour -d 'no colours'
complete -c openquizz -l color -d 'colours, whatever the settings say'
complete -c openquizz -l colour -d 'colours, whatever the settings say'
complete -c openquizz -l ascii -d 'draw with plain ASCII'
complete -c openquizz -l reduced-motion -d 'no slides, bounces or animations'
complete -c openquizz -l full-motion -d 'slides and bounces, whatever the settings say'
complete -c openquizz -l no-mouse -d 'leave the mouse to the terminal'
complete -c openquizz -l mouse -d 'use the mouse, whatever the settings say'
complete -c openquizz -l mode -x -a 'trivia primes practice blitz duel' -d 'what to play'
complete -c openquizz -l lang -x -a 'en fr' -d 'the language to speak'
complete -c openquizz -l settings -d 'print the settings in force, then exit'
complete -c openquizz -l no-settings -d 'ignore the settings file'
complete -c openquizz -l daily -d 'the daily challenge: today\'s, or a past day\'s'
complete -c openquizz -l plain -d 'line by line, for screen readers and scripts'
complete -c openquizz -s h -l help -d 'show the options and keys'
complete -c openquizz -l version -d 'show the version'
