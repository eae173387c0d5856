# bash completion for openquizz, written by Scripts/generate-flag-files.sh from Sources/openquizz/FlagTable.swift.
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
        -n|--amount|--api-url|--seed)
            return ;;
    esac
    COMPREPLY=($(compgen -W "-n --amount --category --difficulty --offline --api-url --list-categories --no-prefetch --no-explanations --no-history --stats --json --seed --no-color --no-colour --ascii --reduced-motion --no-mouse --mode --daily --plain -h --help --version" -- "$current"))
}
complete -F _openquizz openquizz
