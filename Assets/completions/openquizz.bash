# bash completion for openquizz, written by Scripts/generate-flag-files.sh from Sources/openquizz/CommandLine/FlagTable.swift.
# The names --deck takes, as the game names them: the decks folder's visible regular files
# (links followed) without their extension, or whole when two share that name; into the
# caller's array `names`, never expanded.
_openquizz_decks() {
    local folder="${XDG_DATA_HOME:-}" file stem other count globbing index
    local -a files=() stems=()
    case "$folder" in /*) ;; *) folder="$HOME/.local/share" ;; esac
    globbing="$(shopt -p nullglob dotglob failglob nocaseglob)"
    shopt -s nullglob
    shopt -u dotglob failglob nocaseglob
    for file in "$folder"/openquizz/decks/*; do
        [ -f "$file" ] || continue
        file="${file##*/}"
        case "$file" in .*) continue ;; esac
        files+=("$file")
        stems+=("${file%.*}")
    done
    eval "$globbing"
    names=()
    for index in "${!files[@]}"; do
        stem="${stems[index]}"
        count=0
        for other in "${stems[@]}"; do
            [[ $other == "$stem" ]] && count=$((count + 1))
        done
        if [ "$count" -eq 1 ]; then names+=("$stem"); else names+=("${files[index]}"); fi
    done
}
# The word being completed as the game will get it, its quotes and backslashes taken off;
# into the caller's `word`.
_openquizz_dequote() {
    local typed="$1" char quote="" index=0
    word=""
    while [ "$index" -lt "${#typed}" ]; do
        char="${typed:index:1}"
        index=$((index + 1))
        if [ -n "$quote" ]; then
            if [ "$char" = "$quote" ]; then
                quote=""
            elif [ "$quote$char" = '"\' ] && [[ ${typed:index:1} == [\"\$\`\\] ]]; then
                word+="${typed:index:1}"
                index=$((index + 1))
            else
                word+="$char"
            fi
        elif [ "$char" = "'" ] || [ "$char" = '"' ]; then
            quote="$char"
        elif [ "$char" = '\' ]; then
            word+="${typed:index:1}"
            index=$((index + 1))
        else
            word+="$char"
        fi
    done
}
_openquizz() {
    local current previous given
    current="${COMP_WORDS[COMP_CWORD]}"
    previous="${COMP_WORDS[COMP_CWORD-1]}"
    for given in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        case "$given" in --check) previous=--check ;; esac
    done
    case "$previous" in
        --category)
            COMPREPLY=($(compgen -W "9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 general books film music musicals television videogames boardgames nature computers mathematics mythology sports geography history politics art celebrities animals vehicles comics gadgets anime cartoon" -- "$current"))
            return ;;
        --difficulty)
            COMPREPLY=($(compgen -W "easy medium hard" -- "$current"))
            return ;;
        --mode)
            COMPREPLY=($(compgen -W "trivia primes practice blitz duel" -- "$current"))
            return ;;
        --lang)
            COMPREPLY=($(compgen -W "en fr" -- "$current"))
            return ;;
        --questions|--check)
            local word
            _openquizz_dequote "$current"
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -f -- "$word")
            return ;;
        --deck)
            local word name quoted
            local -a names
            _openquizz_dequote "$current"
            _openquizz_decks
            COMPREPLY=()
            for name in "${names[@]}"; do
                [[ $name == "$word"* ]] || continue
                case "$current" in
                    \'*) quoted="${name//\'/\'\\\'\'}" ;;
                    \"*)
                        quoted="${name//\\/\\\\}"
                        quoted="${quoted//\"/\\\"}"
                        quoted="${quoted//\$/\\\$}"
                        quoted="${quoted//\`/\\\`}" ;;
                    *) printf -v quoted '%q' "$name" ;;
                esac
                COMPREPLY+=("$quoted")
            done
            return ;;
        -n|--amount|--api-url|--seed)
            return ;;
    esac
    COMPREPLY=($(compgen -W "-n --amount --category --difficulty --offline --questions --check --api-url --list-categories --deck --list-decks --in-order --no-prefetch --no-explanations --explanations --no-history --stats --json --seed --no-color --no-colour --color --colour --ascii --reduced-motion --full-motion --no-mouse --mouse --mode --lang --settings --no-settings --daily --plain -h --help --version" -- "$current"))
}
complete -F _openquizz openquizz
