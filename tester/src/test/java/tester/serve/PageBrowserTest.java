package tester.serve;

import grid.io.FPuzzlesWriter;
import grid.io.LzString;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page in a real browser: headless Chromium driven by Selenium through the system's chromedriver (the
 * driver path is given, so nothing is downloaded). It loads the page, pastes an f-puzzles link, presses
 * the buttons and reads the answers off the page; the solution is checked by the rules. A screenshot goes
 * to {@code target/serve-page.png}. Without Chromium and its driver each test is skipped, saying how to
 * install them.
 */
class PageBrowserTest {

    private static final Path CHROMIUM = Path.of(System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium"));
    private static final Path DRIVER = Path.of(System.getenv().getOrDefault("CHROMEDRIVER", "/usr/bin/chromedriver"));

    private static LiveServer server;
    private static WebDriver browser;

    /** Why the tests are skipped without a browser, and what to do about it. */
    private static final String NO_BROWSER = "no headless browser at " + CHROMIUM + " and " + DRIVER + ": install"
            + " Chromium and its driver (Debian: apt-get install chromium chromium-driver), or name them in CHROMIUM"
            + " and CHROMEDRIVER";

    private static boolean browserInstalled() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
    }

    /**
     * Without a browser every test is skipped with the advice, each one counted as skipped (an assumption
     * that fails before all tests would have Maven report none run and none skipped), and the advice is
     * printed once where the build log shows it.
     */
    @BeforeAll
    static void start() throws Exception {
        if (!browserInstalled()) {
            System.err.println("PageBrowserTest skipped: " + NO_BROWSER);
            return;
        }
        server = LiveServer.start("127.0.0.1", 0, Limits.defaults().withWorkers(2));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1300,1150", "--disable-extensions", "--no-first-run");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @BeforeEach
    void needsTheBrowser() {
        Assumptions.assumeTrue(browserInstalled(), NO_BROWSER);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    private static WebDriverWait waiting() {
        return new WebDriverWait(browser, Duration.ofSeconds(60));
    }

    private static void paste(String text) {
        var area = browser.findElement(By.id("puzzle"));
        area.clear();
        // setting the value at once: typing a long link key by key is slow and proves nothing more
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1];", area, text);
        browser.findElement(By.id("load")).click();
    }

    @Test
    void aPastedLinkIsDrawnSolvedExplainedAndCounted() throws Exception {
        browser.get(server.page().toString());
        waiting().until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        String json = Files.readString(ServeProtocolTest.FPUZZLES.resolve("killer-killer-blister.json"));
        RuleModel model = ServeProtocolTest.model(json);
        paste(FPuzzlesWriter.URL + LzString.compressToBase64(json));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "9×9 fpuzzles puzzle"));
        assertThat(browser.findElements(By.cssSelector("#board svg"))).hasSize(1);

        browser.findElement(By.id("solve")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Solved."));
        String[] digits = browser.findElement(By.id("answer")).getText().trim().split("\\s+");
        assertThat(digits).hasSize(81);
        int[] cells = new int[81];
        for (int c = 0; c < 81; c++) {
            cells[c] = model.symbolIndex(Integer.parseInt(digits[c]));
        }
        Solutions.assertSolves(model, cells);
        assertThat(String.join("", digits)).isEqualTo(Files.readString(
                ServeProtocolTest.FPUZZLES.resolve("killer-killer-blister.solution")).trim());
        // the answer is read as a grid, not in small print; and with no step taken there is no step box
        assertThat(Double.parseDouble(browser.findElement(By.id("answer")).getCssValue("font-size").replace("px", "")))
                .isGreaterThanOrEqualTo(16);
        assertThat(browser.findElement(By.id("step")).isDisplayed()).isFalse();

        browser.findElement(By.id("unique")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Unique"));

        browser.findElement(By.id("steps")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "steps; rating"));
        browser.findElement(By.id("next")).click();
        browser.findElement(By.id("next")).click();
        browser.findElement(By.id("next")).click();
        waiting().until(ExpectedConditions.attributeToBe(By.id("board"), "data-step", "3"));
        browser.findElement(By.id("prev")).click();
        waiting().until(ExpectedConditions.attributeToBe(By.id("board"), "data-step", "2"));
        assertThat(browser.findElement(By.id("step")).getText()).startsWith("2. ");
        assertThat(browser.findElements(By.cssSelector("#board svg rect.highlight"))).isNotEmpty();
        shoot("serve-page.png");

        browser.findElement(By.id("candidates")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "True candidates shown"));
        // the board shows the candidates now: the walk through the steps is left
        assertThat(browser.findElement(By.id("step")).getText()).isEmpty();
        assertThat(browser.findElement(By.id("prev")).isEnabled()).isFalse();
        assertThat(browser.findElement(By.id("next")).isEnabled()).isFalse();

        paste("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}");
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "4×4 fpuzzles puzzle"));
        browser.findElement(By.id("count")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Exactly 288 solutions."));
    }

    @Test
    void anRmitKillerFileIsReadAndAnswersAsCsv() throws Exception {
        browser.get(server.page().toString());
        waiting().until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        paste(Files.readString(Path.of("..", "puzzles", "killer", "easy-killer-44-01.in")));
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "4×4 killer puzzle"));
        browser.findElement(By.id("solve")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Solved."));
        assertThat(browser.findElement(By.id("answer")).getText().trim().split("\\s+")).hasSize(16);
        paste("this is no puzzle");
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "no reader takes it"));
    }

    private static void shoot(String name) throws Exception {
        File shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Path target = Path.of("target", name);
        Files.createDirectories(target.getParent());
        Files.copy(shot.toPath(), target, StandardCopyOption.REPLACE_EXISTING);
    }
}
