// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace collviz::core {

/// A read-only run of ints inside a round's storage: a transfer's path or its packet ids.
/// Valid while the round it came from is alive and unchanged.
class IntSpan
{
public:
    using value_type = int;
    using const_iterator = const int *;
    using iterator = const int *;

    IntSpan() = default;
    /// Explicit: a braced pair of ints (a path {0, 1}) must not read as a null pointer and a count.
    explicit IntSpan(const int *first, std::size_t count) : mFirst(first), mCount(count) {}
    explicit IntSpan(const std::vector<int> &v) : mFirst(v.data()), mCount(v.size()) {}

    const int *begin() const { return mFirst; }
    const int *end() const { return mFirst + mCount; }
    const int *data() const { return mFirst; }
    std::size_t size() const { return mCount; }
    bool empty() const { return mCount == 0; }
    int operator[](std::size_t i) const { return mFirst[i]; }
    int front() const { return mFirst[0]; }
    int back() const { return mFirst[mCount - 1]; }
    std::vector<int> toVector() const { return std::vector<int>(begin(), end()); }

    friend bool operator==(IntSpan a, IntSpan b) { return std::equal(a.begin(), a.end(), b.begin(), b.end()); }
    friend bool operator!=(IntSpan a, IntSpan b) { return !(a == b); }
    friend bool operator==(IntSpan a, const std::vector<int> &b) { return a == IntSpan(b); }
    friend bool operator==(const std::vector<int> &a, IntSpan b) { return IntSpan(a) == b; }
    friend bool operator!=(IntSpan a, const std::vector<int> &b) { return !(a == b); }
    friend bool operator!=(const std::vector<int> &a, IntSpan b) { return !(a == b); }

private:
    const int *mFirst = nullptr;
    std::size_t mCount = 0;
};

} // namespace collviz::core
