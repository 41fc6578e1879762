// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the model SPEC ("sf,ports=all,half,noncombining") through
// CommModel::parse. Accepted specs must print back (toString) to the same model; refused
// ones must say why in one sentence.

#include "fuzz/fuzzcommon.h"

#include "core/model.h"

using namespace collviz;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 4096)
        return 0;
    const QString spec = fuzz::text(data, size);
    const core::CommModel base;
    core::CommModel model;
    QString error;
    if (!core::CommModel::parse(spec, base, &model, &error)) {
        fuzz::checkRefusal(error, spec);
        return 0;
    }
    if (model.ports < 0 || model.ports > core::CommModel::kMaxPorts)
        fuzz::fail("ports out of range:", spec);
    core::CommModel again;
    QString againError;
    if (!core::CommModel::parse(model.toString(), base, &again, &againError) || again != model)
        fuzz::fail("model does not round-trip:", model.toString());
    return 0;
}
