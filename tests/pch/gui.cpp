// Compiled only to make the GUI tests' precompiled header (tests/CMakeLists.txt).
