#pragma once

#include <utility>

namespace pd {

// A member holding only reusable buffers, or a cache that checks its inputs before it is read:
// a copy of its owner starts with an empty one instead of copying it. (Game::refusal plays one
// command on a copy of the game; copying the monsters' path and flee maps cost more than the
// command.) Moves keep the contents.
template <typename T>
class FreshOnCopy {
public:
    FreshOnCopy() = default;
    FreshOnCopy(const FreshOnCopy &) {}
    FreshOnCopy(FreshOnCopy &&) = default;
    FreshOnCopy &operator=(const FreshOnCopy &other) {
        if (this != &other)
            m_value = T();
        return *this;
    }
    FreshOnCopy &operator=(FreshOnCopy &&) = default;
    ~FreshOnCopy() = default;

    T &operator*() { return m_value; }
    const T &operator*() const { return m_value; }
    T *operator->() { return &m_value; }
    const T *operator->() const { return &m_value; }

private:
    T m_value;
};

} // namespace pd
