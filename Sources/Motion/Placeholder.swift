public enum MotionPlaceholder {}
