// The narration dock under the drawing is read from the back of a lecture hall: in a
// 1440x900 window (and a larger one) it shows at least four lines of the round's sentence in
// its own type, in and out of presentation style, with a node selected.

#include "views/mainwindow.h"
#include "views/panels/narrationpanel.h"
#include "views/session.h"

#include "guihelpers.h"

#include <QScrollArea>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

class TestNarration : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings("tst_narration"); }
    void fourLinesAt1440x900_data();
    void fourLinesAt1440x900();
};

void TestNarration::fourLinesAt1440x900_data()
{
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    QTest::addRow("window") << false << QSize(1440, 900);
    QTest::addRow("presentation style") << true << QSize(1440, 900);
    QTest::addRow("window 1600x1000") << false << QSize(1600, 1000);
}

void TestNarration::fourLinesAt1440x900()
{
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    core::RunRequest request;
    request.algorithm = QStringLiteral("alltoall-cartesian");
    request.topology = QStringLiteral("torus:4x4");
    views::MainWindowOptions options = windowOptions(request, 2);
    options.initialSize = size;
    views::MainWindow window(options);
    QVERIFY(settled(window));
    views::NarrationPanel *narration = window.narrationPanel();
    QVERIFY(narration);
    narration->setPresentationStyle(presentation);
    window.session()->setSelectedNode(0);
    QTest::qWait(50);
    QVERIFY2(narration->linesShown() >= 4, qPrintable(QStringLiteral("%1 line(s)").arg(narration->linesShown())));
    // The selected node's line below it never covers it.
    const QWidget *node = narration->findChild<QWidget *>(QStringLiteral("selectedNodeText"));
    const QWidget *sentence = narration->findChild<QScrollArea *>();
    QVERIFY(node && sentence);
    QVERIFY2(!node->isVisible() || node->geometry().top() > sentence->geometry().bottom(),
             qPrintable(QStringLiteral("node line at %1, sentence down to %2")
                            .arg(node->geometry().top())
                            .arg(sentence->geometry().bottom())));
}

QTEST_MAIN(TestNarration)
#include "tst_narration.moc"
