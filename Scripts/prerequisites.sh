# What the packaging scripts need, checked before they start: sourced by Scripts/install.sh,
# Scripts/package-deb.sh and Scripts/check-packaging.sh. Each missing thing is one line saying
# what to install; nothing is built until every line is gone.
#
#   needs_command TOOL PACKAGE    TOOL must be on PATH (PACKAGE provides it)
#   needs_library NAME PACKAGE    libNAME.so must be where the linker looks (the -dev package)
#   needs_header PATH PACKAGE     /usr/include/PATH must exist
#   needs_swift                   swift on PATH
#   prerequisites_met SCRIPT      prints the lines, returns 1 if any
# The apt-get command is what Debian and Ubuntu need; the package names are theirs.

missing_prerequisites=()

needs_command() {
    command -v "$1" >/dev/null 2>&1 && return 0
    if [ "$1" = "$2" ]; then
        missing_prerequisites+=("needs $2: apt-get install $2")
    else
        missing_prerequisites+=("needs $2 (for $1): apt-get install $2")
    fi
}

needs_library() {
    local folder
    for folder in /usr/lib/*-linux-gnu /usr/lib64 /usr/lib /usr/local/lib /lib/*-linux-gnu; do
        [ -e "$folder/lib$1.so" ] && return 0
    done
    missing_prerequisites+=("needs $2 (to link -l$1): apt-get install $2")
}

needs_header() {
    local folder
    for folder in /usr/include /usr/local/include /usr/include/*-linux-gnu; do
        [ -e "$folder/$1" ] && return 0
    done
    missing_prerequisites+=("needs $2 (for <$1>): apt-get install $2")
}

needs_swift() {
    command -v swift >/dev/null 2>&1 && return 0
    missing_prerequisites+=("needs Swift 6 (swift is not on PATH): https://www.swift.org/install/linux/")
}

prerequisites_met() {
    [ "${#missing_prerequisites[@]}" -eq 0 ] && return 0
    local line
    for line in "${missing_prerequisites[@]}"; do
        echo "$1: $line" >&2
    done
    return 1
}
