// Large-message variants that split the message into p pieces (seed 001 section 3.7).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"

namespace collviz::core::algorithms {

void registerLargeMessageFamily(AlgorithmRegistry &)
{
}

} // namespace collviz::core::algorithms
