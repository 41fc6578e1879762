// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <iterator>

namespace collviz::core {

/// A random-access iterator over a container whose operator[] returns values (views such as
/// Transfer and Packet made from flat storage), by index.
template<typename Container, typename Value>
class IndexIterator
{
public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = Value;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Value;

    IndexIterator() = default;
    IndexIterator(const Container *container, std::size_t i) : mContainer(container), mI(i) {}
    Value operator*() const { return (*mContainer)[mI]; }
    Value operator[](difference_type d) const { return *(*this + d); }
    IndexIterator &operator++() { ++mI; return *this; }
    IndexIterator operator++(int) { IndexIterator c = *this; ++mI; return c; }
    IndexIterator &operator--() { --mI; return *this; }
    IndexIterator operator--(int) { IndexIterator c = *this; --mI; return c; }
    IndexIterator &operator+=(difference_type d) { mI = std::size_t(difference_type(mI) + d); return *this; }
    IndexIterator &operator-=(difference_type d) { return *this += -d; }
    IndexIterator operator+(difference_type d) const { IndexIterator c = *this; return c += d; }
    IndexIterator operator-(difference_type d) const { IndexIterator c = *this; return c += -d; }
    difference_type operator-(const IndexIterator &o) const { return difference_type(mI) - difference_type(o.mI); }
    bool operator==(const IndexIterator &o) const { return mI == o.mI; }
    bool operator!=(const IndexIterator &o) const { return mI != o.mI; }
    bool operator<(const IndexIterator &o) const { return mI < o.mI; }

private:
    const Container *mContainer = nullptr;
    std::size_t mI = 0;
};

} // namespace collviz::core
