// Circular q-shift (seed 001 section 3.6).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"

namespace collviz::core::algorithms {

void registerShiftFamily(AlgorithmRegistry &)
{
}

} // namespace collviz::core::algorithms
