// libFuzzer target: a collviz-scenario/1 file's bytes, read as Scenario::readFile reads
// them (size limit, QJsonDocument, fromJson, validate). An accepted scenario must write
// (toJson) and read back to the same scenario; a refused one must say why in one sentence.
//
// The file step itself is Scenario::readFile's: here the bytes go straight to the same
// checks so the fuzzer runs at memory speed. tests/tst_scenario covers the file step.

#include "fuzz/fuzzcommon.h"

#include "core/scenario.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace collviz;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > (1u << 20)) // readFile refuses larger files before parsing
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return 0;
    core::Scenario s;
    QString error;
    if (!core::Scenario::fromJson(doc.object(), &s, &error)) {
        fuzz::checkRefusal(error, QString::fromUtf8(bytes.left(200)));
        return 0;
    }
    if (!s.validate(core::Scenario::Naming::File, &error)) {
        fuzz::checkRefusal(error, QString::fromUtf8(bytes.left(200)));
        return 0;
    }
    core::Scenario again;
    QString againError;
    if (!core::Scenario::fromJson(s.toJson(), &again, &againError) || again != s)
        fuzz::fail("scenario does not round-trip:", QString::fromUtf8(QJsonDocument(s.toJson()).toJson()));
    // What the CLI and the app do next with it: the request the engine takes.
    const core::Scenario back = core::Scenario::fromRunRequest(s.toRunRequest(), s.round);
    (void)back;
    return 0;
}
