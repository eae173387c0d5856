/// Something that draws itself into a `ScreenBuffer`, as ratatui's widgets do.
///
/// A view is plain values. It draws only into the buffer it is given, clipped to it, and never
/// touches the terminal: `Terminal` alone copies a finished buffer to the screen. Drawing into
/// any frame, a 0x0 one or one far off the buffer included, is safe.
public protocol View {
    /// Draws the view into `buffer`, in `frame`, in the colours and symbols of `theme`.
    ///
    /// - Parameters:
    ///   - buffer: the screen being drawn; cells outside it are never written.
    ///   - frame: where the view goes, in screen coordinates; each view says how it uses it.
    ///   - theme: the styles and symbols to draw with.
    func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme)
}
