/// The shell functions the completions define, whole: the names `--deck` takes, found as
/// `DeckStore` names them (each visible regular file of the decks folder, links followed, without
/// its extension, or by its whole file name when two files share that name), and, for bash, the
/// word being completed without its quotes.
///
/// Deck files are named by whoever made them: no name is ever run through `eval`, a word list or
/// an unquoted expansion (`$(touch x).csv` is offered as a name, never run).
extension FlagDocuments {
    static let bashFunctions = #"""
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
        """#

    /// bash's answer for a deck's name: the names that start with the word, each quoted as typed.
    ///
    /// After an opening quote, bash puts the reply after it and closes it: the reply is quoted for
    /// the inside of those quotes.
    static let bashDeckReply = #"""
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
        """#

    /// bash's answer for a file: one name a line (a name with spaces stays one), and bash quotes
    /// it and completes folders (`-o filenames`).
    static let bashFileReply = #"""
                    local word
                    _openquizz_dequote "$current"
                    compopt -o filenames 2>/dev/null
                    mapfile -t COMPREPLY < <(compgen -f -- "$word")
                    return ;;
        """#

    static let zshFunctions = #"""
        # The names --deck takes, as the game names them: the decks folder's visible regular files
        # (links followed) without their extension, or whole when two share that name.
        _openquizz_decks() {
            local folder=${XDG_DATA_HOME:-} file stem other count
            local -a files stems names
            [[ $folder == /* ]] || folder=$HOME/.local/share
            files=("$folder"/openquizz/decks/*(N-.:t))
            files=(${files:#.*})
            for file in "${files[@]}"; do
                stems+=("${file:r}")
            done
            for file in "${files[@]}"; do
                stem=${file:r}
                count=0
                for other in "${stems[@]}"; do
                    [[ $other == "$stem" ]] && (( count++ ))
                done
                if (( count == 1 )); then names+=("$stem"); else names+=("$file"); fi
            done
            compadd "$@" -- "${names[@]}"
        }
        """#

    /// fish lists one name a line: a name with a newline or a tab in it is left out.
    static let fishFunctions = #"""
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
        """#
}
