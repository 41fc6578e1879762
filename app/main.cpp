// collviz: the desktop app. Parses the command line and opens the window, or renders it
// to a PNG (--screenshot) for documentation and headless checks.

#include "views/mainwindow.h"
#include "views/screenshot.h"
#include "views/session.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTextStream>

using namespace collviz;

int main(int argc, char *argv[])
{
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    views::installTranslators(app); // the system locale (LANGUAGE / LANG) picks the .ts language
    QApplication::setOrganizationName(QStringLiteral("CollViz"));
    QApplication::setApplicationName(QStringLiteral("CollViz"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "CollViz: collective communication, step by step."));
    parser.addHelpOption();
    auto option = [&parser](const char *name, const char *help, const char *valueName = nullptr) {
        QCommandLineOption o(QLatin1String(name), QApplication::translate("main", help),
                             valueName ? QLatin1String(valueName) : QString());
        parser.addOption(o);
        return o;
    };
    const auto topology = option("topology", "Network, e.g. hypercube:4, ring:8, torus:3x3x3, tree:8.", "SPEC");
    const auto algorithm = option("algorithm", "Algorithm id (see collviz-cli list).", "ID");
    const auto model = option("model", "Model override, e.g. sf,ports=all (a what-if).", "SPEC");
    const auto m = option("m", "Words per packet.", "WORDS");
    const auto ts = option("ts", "Start-up time t_s.", "X");
    const auto tw = option("tw", "Time per word t_w.", "X");
    const auto th = option("th", "Time per hop t_h.", "X");
    const auto root = option("root", "Root processor of a rooted operation.", "R");
    const auto shift = option("shift", "Shift distance q.", "Q");
    const auto screenshot = option("screenshot", "Render the window to this PNG and exit.", "FILE");
    const auto round = option("round", "Round to show in the screenshot (0 = initial state).", "K");
    const auto progress = option("progress", "In-round progress 0..1 for the screenshot.", "X");
    const auto node = option("node", "Processor whose pseudo-code the screenshot follows.", "N");
    const auto size = option("size", "Screenshot size, e.g. 1440x900.", "WxH");
    const auto startupTime = option("startup-time", "Print the time to the first drawn frame and exit.");
    parser.process(app);

    const bool setupGiven = parser.isSet(topology) || parser.isSet(algorithm) || parser.isSet(model) || parser.isSet(m)
                            || parser.isSet(ts) || parser.isSet(tw) || parser.isSet(th) || parser.isSet(root)
                            || parser.isSet(shift);
    core::RunRequest request = views::Session::defaultRequest();
    if (parser.isSet(topology)) request.topology = parser.value(topology);
    if (parser.isSet(algorithm)) request.algorithm = parser.value(algorithm);
    request.modelSpec = parser.value(model);
    if (parser.isSet(m)) request.params.cost.m = parser.value(m).toDouble();
    if (parser.isSet(ts)) request.params.cost.ts = parser.value(ts).toDouble();
    if (parser.isSet(tw)) request.params.cost.tw = parser.value(tw).toDouble();
    if (parser.isSet(th)) request.params.cost.th = parser.value(th).toDouble();
    const auto alg = core::AlgorithmRegistry::instance().find(request.algorithm);
    request.rootGiven = parser.isSet(root) || (alg && core::usesRoot(alg->operation()));
    request.shiftGiven = parser.isSet(shift) || (alg && core::usesShift(alg->operation()));
    request.params.root = parser.value(root).toInt();
    request.params.shift = parser.isSet(shift) ? parser.value(shift).toInt() : 1;

    if (parser.isSet(screenshot)) {
        views::ScreenshotOptions shot;
        shot.request = request;
        shot.path = parser.value(screenshot);
        shot.round = parser.value(round).toInt();
        shot.progress = parser.isSet(progress) ? parser.value(progress).toDouble() : 1.0;
        shot.selectedNode = parser.isSet(node) ? parser.value(node).toInt() : -1;
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            shot.size = QSize(wh[0].toInt(), wh[1].toInt());
        QString message;
        const int code = views::saveScreenshot(shot, &message);
        if (!message.isEmpty())
            QTextStream(stderr) << "collviz: " << message << "\n";
        return code;
    }

    views::MainWindowOptions options;
    if (setupGiven)
        options.request = request;
    views::MainWindow window(options);
    if (parser.isSet(startupTime))
        QObject::connect(&window, &views::MainWindow::firstFrameDrawn, &app, [&startup]() {
            QTextStream(stdout) << "first frame drawn after " << startup.elapsed() << " ms\n";
            QApplication::quit();
        });
    window.show();
    return app.exec();
}
