#include "views/network/graph/givencoordinates.h"

namespace collviz::views {

std::optional<std::vector<Eigen::Vector2d>> givenCoordinates(const core::Topology & /*topology*/)
{
    // TODO(graph family): read the file's coordinates
    return std::nullopt;
}

} // namespace collviz::views
