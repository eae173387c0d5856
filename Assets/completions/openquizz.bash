# bash completion for openquizz, written by Scripts/generate-flag-files.sh from Sources/openquizz/FlagTable.swift.
# The names of the decks in $XDG_DATA_HOME/openquizz/decks, one a line.
_openquizz_decks() {
    local folder="${XDG_DATA_HOME:-}" file name
    case "$folder" in /*) ;; *) folder="$HOME/.local/share" ;; esac
    for file in "$folder"/openquizz/decks/*; do
        [ -f "$file" ] || continue
        name="${file##*/}"
        printf '%s\n' "${name%.*}"
    done
}
_openquizz() {
    local current previous
    current="${COMP_WORDS[COMP_CWORD]}"
    previous="${COMP_WORDS[COMP_CWORD-1]}"
    case "$previous" in
        --category)
            COMPREPLY=($(compgen -W "9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 general books film music musicals television videogames boardgames nature computers mathematics mythology sports geography history politics art celebrities animals vehicles comics gadgets anime cartoon" -- "$current"))
            return ;;
        --difficulty)
            COMPREPLY=($(compgen -W "easy medium hard" -- "$current"))
            return ;;
        --mode)
            COMPREPLY=($(compgen -W "trivia primes" -- "$current"))
            return ;;
        --questions|--check)
            COMPREPLY=($(compgen -f -- "$current"))
            return ;;
        --deck)
            local IFS=$'\n' name
            COMPREPLY=()
            for name in $(compgen -W "$(_openquizz_decks)" -- "$current"); do
                COMPREPLY+=("$(printf '%q' "$name")")
            done
            return ;;
        -n|--amount|--api-url|--seed)
            return ;;
    esac
    COMPREPLY=($(compgen -W "-n --amount --category --difficulty --offline --questions --check --api-url --list-categories --deck --list-decks --in-order --no-prefetch --no-explanations --no-history --stats --json --seed --no-color --no-colour --ascii --reduced-motion --no-mouse --mode --daily --plain -h --help --version" -- "$current"))
}
complete -F _openquizz openquizz
